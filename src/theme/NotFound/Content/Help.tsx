import React, { lazy, type ReactNode, Suspense } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import { pathWords } from '@site/src/components/NotFoundSuggestions/path-words';
import SearchForm from '@site/src/components/SearchForm';
import styles from './styles.module.css';

/** Its search needs the site's search client: loaded once the missing URL's words are known, in the browser. */
const NotFoundSuggestions = lazy(() => import('@site/src/components/NotFoundSuggestions'));

/**
 * The words of the missing URL, once the app runs: the not-found page's HTML
 * is one static file served for every missing URL, and rendering them at
 * hydration already would not match it.
 */
function useMissingPageWords(): string {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  return isBrowser ? pathWords(pathname) : '';
}

/** A search box filled with the missing URL's words, and the pages they find. */
export default function NotFoundHelp(): ReactNode {
  const words = useMissingPageWords();
  return (
    <div className={clsx('container', styles.help)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <SearchForm label="Search the documentation" defaultValue={words} />
          {words && (
            <Suspense fallback={null}>
              <NotFoundSuggestions query={words} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
