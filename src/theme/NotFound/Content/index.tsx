import React, { lazy, type ReactNode, Suspense } from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import { pathWords } from '@site/src/components/NotFoundSuggestions/path-words';
import SearchForm from '@site/src/components/SearchForm';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Loaded only when a page is missing: the docs' own layout (DocRoot) imports
 * this component for unknown doc routes, so anything imported here directly
 * would be in the script of every doc page.
 */
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

/** Below the theme's not-found text: a search box filled with the missing URL's words, and the pages they find. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const words = useMissingPageWords();
  return (
    <>
      <Content {...props} className={clsx(props.className, styles.text)} />
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
    </>
  );
}
