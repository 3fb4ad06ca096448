import { sourceRepoUrl } from '../../config/site';

/** Where "Let us know." on a search without results leads: a new issue, titled with the query. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 200)}"`;
  return `${sourceRepoUrl}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}
