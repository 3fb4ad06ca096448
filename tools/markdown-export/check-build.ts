import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FULL_FILE, INDEX_FILE, REFERENCE_FILE } from './llms-txt';
import { markdownPathOf, routesOfSitemap } from './routes';

/**
 * Checks a finished build's Markdown export against its sitemap: every page
 * has its `.md`, starting with its title; `llms.txt` has the llmstxt.org head
 * and lists every page's `.md`; `llms-full.txt` holds every guide and
 * user-guide page and `llms-reference.txt` every reference page. Returns the
 * problems, none when all is well.
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
  if (index !== undefined) {
    if (!/^# \S.*\n\n> \S/.test(index)) problems.push(`${INDEX_FILE} does not open with "# name" and a "> summary"`);
    for (const route of routes) {
      if (!index.includes(`](${site}${markdownPathOf(route)})`)) problems.push(`${INDEX_FILE} does not list ${site}${markdownPathOf(route)}`);
    }
  }
  for (const [file, pattern] of [
    [FULL_FILE, /^\/(guides|user-guide)(\/|$)/],
    [REFERENCE_FILE, /^\/reference(\/|$)/],
  ] as const) {
    const bundle = read(file);
    if (bundle === undefined) continue;
    for (const route of routes.filter((r) => pattern.test(r))) {
      if (!bundle.includes(`\nSource: ${site}${route}\n`)) problems.push(`${file} does not hold ${site}${route}`);
    }
  }
  return { pages: routes.length, problems };
}
