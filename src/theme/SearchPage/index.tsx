import React, { type ReactNode, useEffect, useRef, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';
import { useHistory, useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import { useTypesenseContextualFilters } from 'docusaurus-theme-search-typesense/client';
import SectionFilter, { EmptySectionHint } from '@site/src/components/SectionFilter';
import { chooseSection, chosenSection, type SectionChoice } from '@site/src/components/SectionFilter/store';
import { missingResultsUrl } from '@site/src/search/missing-results';
import type { DocSearchHit } from '@site/src/search/query';
import { searchPageRequest } from '@site/src/search/request';
import { isSearchSection, SEARCH_SECTIONS, type SectionCounts, withSection } from '@site/src/search/sections';
import { useSearchClient, useSearchSettings } from '@site/src/search/useSearchClient';
import styles from './styles.module.css';

/**
 * Our own search page, replacing the theme's: that one can only talk to a
 * Typesense cluster, this one asks whichever search client the site was
 * built with (hosted or embedded), through the interface the modal uses.
 * Its section filter is the modal's: the same remembered choice, unless the
 * address names one (`/search?q=refund&section=user-guide`, so a link can
 * share it).
 */
const PER_PAGE = 15;
/** Queries that always find something, offered when a query finds nothing. */
const SUGGESTIONS = ['Getting started', 'Core concepts', 'ProductVariant'];

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; hits: DocSearchHit[]; nbHits: number; page: number; nbPages: number };

function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The section the address names, else the reader's last choice. */
function sectionOf(search: string): SectionChoice {
  const named = new URLSearchParams(search).get('section');
  return named && isSearchSection(named) ? named : chosenSection();
}

/** `?q=…&section=…`, each part only when set. */
function searchOf(query: string, section: SectionChoice): string {
  const params = [query && `q=${encodeURIComponent(query)}`, section && `section=${section}`].filter(Boolean);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

function relative(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
}

/** Highlighted values are escaped HTML with `<mark>` around matches (see src/search/highlight.ts and Typesense). */
function Marked({ html, as: Tag = 'span', className }: { html: string | undefined; as?: 'span' | 'p'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}

function Result({ hit }: { hit: DocSearchHit }) {
  const levels = [0, 1, 2, 3, 4, 5, 6]
    .map((n) => hit._highlightResult[`hierarchy.lvl${n}`]?.value)
    .filter((value): value is string => Boolean(value));
  const title = levels.length > 1 ? levels[levels.length - 1] : levels[0];
  const trail = levels.slice(0, -1);
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={relative(hit.url)}>
          <Marked html={title} />
        </Link>
      </h2>
      {trail.length > 0 && (
        <nav aria-label="Location" className={styles.trail}>
          {trail.map((part, i) => (
            <React.Fragment key={i}>
              {i > 0 && <span aria-hidden="true"> › </span>}
              <Marked html={part} />
            </React.Fragment>
          ))}
        </nav>
      )}
      {snippet && <Marked as="p" className={styles.snippet} html={`… ${snippet} …`} />}
    </li>
  );
}

function NoResults({ query, section, counts, onShowAll }: { query: string; section: SectionChoice; counts?: SectionCounts; onShowAll: () => void }) {
  if (section && counts?.all) {
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>
          No results for "<strong>{query}</strong>"
        </p>
        <EmptySectionHint value={section} counts={counts} onShowAll={onShowAll} />
      </div>
    );
  }
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        No results for "<strong>{query}</strong>"
      </p>
      <p>Try searching for</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results?{' '}
        <a href={missingResultsUrl({ query })} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}

function FetchError() {
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const client = useSearchClient();
  const { collection } = useSearchSettings();
  // The modal's own contextual filter, so the page searches exactly what the modal does.
  const filterBy = useTypesenseContextualFilters();
  // Empty at first, as in the static HTML (which has no query), so hydration matches; the URL is read after.
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<SectionChoice>(undefined);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ status: 'idle' });
  // Kept apart from the results: they stay shown while the next query or section loads.
  const [counts, setCounts] = useState<SectionCounts | undefined>(undefined);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  // Back/forward and links to /search?q=… change the URL without typing.
  useEffect(() => {
    const fromUrl = queryOf(location.search);
    setQuery((current) => (current === fromUrl ? current : fromUrl));
    setSection(sectionOf(location.search));
  }, [location.search]);

  useEffect(() => setPage(1), [query, section]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: 'idle' });
      setCounts(undefined);
      return undefined;
    }
    const call = ++latest.current;
    if (page === 1) setState({ status: 'loading' });
    const timer = window.setTimeout(() => {
      client
        .search([searchPageRequest(q, withSection(filterBy, section), collection, page, PER_PAGE)])
        .then(({ results: [result] }) => {
          if (call !== latest.current) return;
          // Only the first page is counted (hosted-client); the counts do not change with the page.
          if (page === 1) setCounts(result.sectionCounts);
          setState((previous) => ({
            status: 'done',
            hits: page > 1 && previous.status === 'done' ? [...previous.hits, ...result.hits] : result.hits,
            nbHits: result.nbHits,
            page: result.page,
            nbPages: result.nbPages,
          }));
        })
        .catch(() => {
          if (call === latest.current) setState({ status: 'error' });
        });
    }, 120);
    return () => window.clearTimeout(timer);
  }, [client, collection, filterBy, query, section, page]);

  const onChange = (value: string) => {
    setQuery(value);
    history.replace({ ...location, search: searchOf(value, section) });
  };

  // A choice made here is remembered, as in the modal, and goes into the address for sharing.
  const onSection = (choice: SectionChoice) => {
    chooseSection(choice);
    setSection(choice);
    history.replace({ ...location, search: searchOf(query, choice) });
  };
  // The hint and its button give way to the results: focus goes back to the search box rather than to the page's start.
  const showAll = () => {
    onSection(undefined);
    input.current?.focus();
  };

  const trimmed = query.trim();
  return (
    <Layout title={trimmed ? `Search results for "${trimmed}"` : 'Search the documentation'}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{trimmed ? <>Search results for "{trimmed}"</> : 'Search the documentation'}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label="Search the documentation"
            placeholder="Search the documentation"
            autoComplete="off"
            autoFocus
            ref={input}
            value={query}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        {trimmed && <SectionFilter className={styles.sectionFilter} value={section} counts={counts} onChange={onSection} />}
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && <FetchError />}
          {state.status === 'done' && state.nbHits === 0 && <NoResults query={trimmed} section={section} counts={counts} onShowAll={showAll} />}
          {state.status === 'done' && state.nbHits > 0 && (
            <p>
              {state.nbHits === 1 ? '1 result' : `${state.nbHits} results`}
              {section && ` in ${SEARCH_SECTIONS.find(({ id }) => id === section)!.label}`}
            </p>
          )}
        </div>
        {state.status === 'done' && state.hits.length > 0 && (
          <>
            <ol className={styles.results}>
              {state.hits.map((hit) => (
                <Result key={hit.objectID + hit.url} hit={hit} />
              ))}
            </ol>
            {state.page + 1 < state.nbPages && (
              <button type="button" className="button button--secondary" onClick={() => setPage(state.page + 2)}>
                Show more results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}

/** The contextual filters read the preferred docs version, which lives in this provider (as in the theme's SearchBar). */
export default function SearchPage(): ReactNode {
  return (
    <DocsPreferredVersionContextProvider>
      <SearchPageContent />
    </DocsPreferredVersionContextProvider>
  );
}
