import React, { lazy, type ReactNode, Suspense } from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Loaded only when a page is missing: the docs' own layout (DocRoot) imports
 * this component for unknown doc routes, so anything imported here directly
 * would be in the script of every doc page. Server rendering waits for it, so
 * the not-found page's HTML has the search form, which works before the app
 * starts; hydration keeps that HTML until the chunk is in.
 */
const NotFoundHelp = lazy(() => import('./Help'));

/** Below the theme's not-found text: a search box filled with the missing URL's words, and the pages they find. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} className={clsx(props.className, styles.text)} />
      <Suspense fallback={null}>
        <NotFoundHelp />
      </Suspense>
    </>
  );
}
