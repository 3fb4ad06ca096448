import React, { type ReactNode, useEffect, useId, useState } from 'react';
import Link from '@docusaurus/Link';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import { useTypesenseContextualFilters } from 'docusaurus-theme-search-typesense/client';
import type { DocSearchHit } from '@site/src/search/query';
import { searchPageRequest } from '@site/src/search/request';
import { useSearchClient, useSearchSettings } from '@site/src/search/useSearchClient';
import styles from './styles.module.css';

const SUGGESTIONS = 5;

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; hits: DocSearchHit[] };

/** Hits carry absolute URLs (the records', which name the production site): links stay on this one. */
function relative(url: string): string {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
}

const HEADINGS = ['hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6'] as const;

/** A hit's text fields are escaped HTML, as the records hold them (tools/search/records.ts). */
function Escaped({ html, className }: { html: string; className?: string }) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The hit's page title as the link (a missing URL names a page, not one of its
 * headings), with the section above it and the heading it matched in, if any.
 * Without highlights: the words are the URL's, not the reader's.
 */
function Suggestion({ hit }: { hit: DocSearchHit }) {
  const section = hit['hierarchy.lvl0'];
  const page = hit['hierarchy.lvl1'];
  // Every page has a title (lvl1); the type allows a hit without one, which shows its section instead.
  const title = page ?? section;
  const trail = [page && section, ...HEADINGS.map((level) => hit[level])].filter(Boolean).join(' › ');
  return (
    <li className={styles.suggestion}>
      <Link to={relative(hit.url)}>
        <Escaped html={title} />
      </Link>
      {trail && <Escaped html={trail} className={styles.trail} />}
    </li>
  );
}

function Suggestions({ query }: { query: string }) {
  const client = useSearchClient();
  const { collection } = useSearchSettings();
  // The search modal's own contextual filter, so these are pages the modal would find.
  const filterBy = useTypesenseContextualFilters();
  const [state, setState] = useState<State>({ status: 'loading' });
  const headingId = useId();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    client
      .search([searchPageRequest(query, filterBy, collection, 1, SUGGESTIONS)])
      .then(({ results: [result] }) => {
        if (current) setState({ status: 'done', hits: result.hits });
      })
      .catch(() => {
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [client, collection, filterBy, query]);

  return (
    <section aria-labelledby={headingId} className={styles.suggestions}>
      <h2 id={headingId} className={styles.heading}>
        Pages that may match
      </h2>
      <div aria-live="polite" className={styles.status}>
        {state.status === 'loading' && <p>Searching…</p>}
        {/* Quietly: the search box above still leads to the search page. */}
        {state.status === 'error' && <p>Search is unavailable right now.</p>}
        {state.status === 'done' && state.hits.length === 0 && <p>No suggestions for these words.</p>}
      </div>
      {state.status === 'done' && state.hits.length > 0 && (
        <ul className={styles.list}>
          {state.hits.map((hit) => (
            <Suggestion key={hit.url} hit={hit} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The pages the site's search finds for `query` (the words of a missing
 * page's URL), at most five. It runs in the browser only: the not-found
 * page's HTML is one static file for every missing URL.
 */
export default function NotFoundSuggestions({ query }: { query: string }): ReactNode {
  // The contextual filter reads the preferred docs version from this provider (as the theme's SearchBar does).
  return (
    <DocsPreferredVersionContextProvider>
      <Suggestions query={query} />
    </DocsPreferredVersionContextProvider>
  );
}
