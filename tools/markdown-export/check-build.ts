import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseLlmsIndex, sourcesOf } from './llms-index';
import { FULL_FILE, INDEX_FILE, INDEX_MAX_BYTES, OPTIONAL_SECTION } from './llms-txt';
import { markdownPathOf, routeKey, routesOfSitemap } from './routes';
import { estimateTokens, formatTokens, statedTokens } from './tokens';

/** A file of full text should fit a 200k-token context window. */
export const FILE_MAX_TOKENS = 200_000;

/**
 * Checks a finished build's Markdown export against its sitemap: every page
 * has its `.md`, starting with its title; `llms.txt` has the llmstxt.org head,
 * is at most 50 KB, and every page is reachable from it, listed there or held
 * by a file it links outside its "Optional" section (which a reader may skip);
 * every file it links exists, is as large as the token estimate beside it
 * says, and is under 200k tokens; `llms-full.txt` holds every page. Returns
 * the problems, none when all is well.
 */
export function checkMarkdownExport(buildDir: string, siteUrl: string): { pages: number; problems: string[] } {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) return { pages: 0, problems: [`${sitemap} is missing`] };
  const site = siteUrl.replace(/\/+$/, '');
  const routes = routesOfSitemap(readFileSync(sitemap, 'utf8'), site);
  const problems: string[] = [];
  const read = (file: string) => {
    const full = path.join(buildDir, file);
    if (existsSync(full)) return readFileSync(full, 'utf8');
    problems.push(`${file} is missing`);
    return undefined;
  };

  for (const route of routes) {
    const file = markdownPathOf(route).slice(1);
    const markdown = read(file);
    if (markdown !== undefined && !/^# \S/.test(markdown)) problems.push(`${file} does not start with its title as "# …"`);
  }

  const index = read(INDEX_FILE);
  if (index === undefined) return { pages: routes.length, problems };
  const indexBytes = statSync(path.join(buildDir, INDEX_FILE)).size;
  if (indexBytes > INDEX_MAX_BYTES) problems.push(`${INDEX_FILE} is ${(indexBytes / 1024).toFixed(1)} KB, over ${INDEX_MAX_BYTES / 1024} KB`);
  const parsed = parseLlmsIndex(index);
  if (!parsed.title || parsed.summary === undefined || !/^# \S.*\n\n> \S/.test(index)) problems.push(`${INDEX_FILE} does not open with "# name" and a "> summary"`);

  const listed = new Set<string>();
  const held = new Set<string>();
  for (const section of parsed.sections) {
    for (const link of section.links) {
      listed.add(link.url);
      if (!link.url.startsWith(`${site}/`) || !link.url.endsWith('.txt')) continue;
      const name = link.url.slice(site.length + 1);
      const text = read(name);
      if (text === undefined) continue;
      const tokens = estimateTokens(text);
      const stated = statedTokens(link.note);
      if (stated !== formatTokens(tokens)) problems.push(`${INDEX_FILE} gives ${name} as ${stated ?? 'no token estimate'}, but it is ${formatTokens(tokens)}`);
      if (section.title === OPTIONAL_SECTION) continue;
      if (tokens > FILE_MAX_TOKENS) problems.push(`${name} is ${formatTokens(tokens)}, over ${formatTokens(FILE_MAX_TOKENS)}: split it (llms-plan.ts)`);
      for (const source of sourcesOf(text)) held.add(routeKey(source));
    }
  }
  for (const route of routes) {
    const markdownUrl = `${site}${markdownPathOf(route)}`;
    if (!listed.has(markdownUrl) && !held.has(routeKey(`${site}${route}`))) problems.push(`${INDEX_FILE} neither lists ${markdownUrl} nor links a file that holds ${site}${route}`);
  }

  const full = read(FULL_FILE);
  if (full !== undefined) {
    const inFull = new Set(sourcesOf(full).map(routeKey));
    for (const route of routes) if (!inFull.has(routeKey(`${site}${route}`))) problems.push(`${FULL_FILE} does not hold ${site}${route}`);
  }
  return { pages: routes.length, problems };
}
