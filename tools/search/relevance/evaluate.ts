import type { EmbeddedSearch } from '../../../src/search/query';
import { searchPageRequest } from '../../../src/search/request';

/** One question of the suite and the pages that answer it, best first. */
export interface SuiteQuery {
  q: string;
  answers: string[];
  kind: 'question' | 'error' | 'task' | 'api' | 'keyword';
  audience: 'developer' | 'admin';
  section: 'learn' | 'reference' | 'user-guide';
  source?: string;
}

export interface Suite {
  description: string;
  queries: SuiteQuery[];
}

export interface QueryOutcome {
  query: SuiteQuery;
  /** 1-based rank of the first answering page among the results, or undefined beyond `depth`. */
  rank: number | undefined;
  /** Paths of the top results. */
  top: string[];
}

export interface Evaluation {
  outcomes: QueryOutcome[];
  hitAt1: number;
  hitAt5: number;
  /** Mean reciprocal rank, counting ranks up to `depth`. */
  mrr: number;
}

/** The filter the site's modal sends (SEARCH-NOTES §3), so the suite searches what readers search. */
export const SITE_FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

/** A route's trailing slash does not make it another page. */
const pathKey = (path: string) => path.replace(/\/$/, '') || '/';

/** Runs every query of the suite as the search page sends it and scores where the first answering page lands. */
export async function evaluate(engine: EmbeddedSearch, suite: Suite, depth = 10): Promise<Evaluation> {
  const outcomes: QueryOutcome[] = [];
  for (const query of suite.queries) {
    const { hits } = await engine.search(searchPageRequest(query.q, SITE_FILTER, 'vendure-docs', 1, depth), 'https://docs.invalid');
    const top = hits.map((hit) => new URL(hit.url).pathname);
    const answers = new Set(query.answers.map(pathKey));
    const at = top.findIndex((path) => answers.has(pathKey(path)));
    outcomes.push({ query, rank: at >= 0 ? at + 1 : undefined, top });
  }
  const share = (test: (o: QueryOutcome) => boolean) => outcomes.filter(test).length / Math.max(1, outcomes.length);
  return {
    outcomes,
    hitAt1: share((o) => o.rank === 1),
    hitAt5: share((o) => o.rank !== undefined && o.rank <= 5),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / Math.max(1, outcomes.length),
  };
}
