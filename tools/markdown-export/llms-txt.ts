import type { OutlineSection } from './outline';
import { routeKey } from './routes';

/** A converted page, as the llms files list and bundle it. */
export interface ExportedPage {
  route: string;
  /** The page's own address. */
  url: string;
  /** The address of its Markdown. */
  markdownUrl: string;
  title: string;
  description?: string;
  markdown: string;
}

/** What the llms files say about the site as a whole. */
export interface SiteSummary {
  title: string;
  /** One paragraph: the home page's description. */
  summary: string;
  siteUrl: string;
}

/** The two bundles, by route: the reference in one, every other guide and user-guide page in the other. */
export const FULL_FILE = 'llms-full.txt';
export const REFERENCE_FILE = 'llms-reference.txt';
export const INDEX_FILE = 'llms.txt';

const isReference = (route: string) => /^\/reference(\/|$)/.test(route);
const isGuide = (route: string) => /^\/(guides|user-guide)(\/|$)/.test(route);

/** One line of text: descriptions may hold newlines, list entries may not. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** `[title](url)` with the characters that would end the link text escaped. */
function linkTo(title: string, url: string): string {
  return `[${title.replace(/[\\[\]]/g, '\\$&')}](${url})`;
}

/** Pages in sidebar order, then the pages no sidebar lists, in route order. */
export function pagesInOrder(sections: OutlineSection[], pages: ExportedPage[]): { sections: { title: string; pages: ExportedPage[] }[]; unlisted: ExportedPage[] } {
  const byKey = new Map(pages.map((page) => [routeKey(page.route), page]));
  const listed = new Set<ExportedPage>();
  const ordered = sections
    .map((section) => ({
      title: section.title,
      pages: section.routes.flatMap((route) => {
        const page = byKey.get(routeKey(route));
        if (!page || listed.has(page)) return [];
        listed.add(page);
        return [page];
      }),
    }))
    .filter((section) => section.pages.length > 0);
  const unlisted = pages.filter((page) => !listed.has(page)).sort((a, b) => a.route.localeCompare(b.route));
  return { sections: ordered, unlisted };
}

/**
 * `/llms.txt` as llmstxt.org describes it: the site's name as the H1, a
 * one-paragraph summary as a blockquote, a paragraph on the other files, then
 * one `## section` per sidebar section listing each page as
 * `- [title](url.md): description`. Pages in no sidebar close the file under
 * "Other pages", so that every page is listed.
 */
export function llmsTxt(site: SiteSummary, sections: OutlineSection[], pages: ExportedPage[]): string {
  const { sections: ordered, unlisted } = pagesInOrder(sections, pages);
  const entry = (page: ExportedPage) => `- ${linkTo(oneLine(page.title), page.markdownUrl)}${page.description ? `: ${oneLine(page.description)}` : ''}`;
  const parts = [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    [
      'Every page of this site is also served as Markdown at its URL plus `.md`, a trailing slash dropped first',
      `(\`${site.siteUrl}/guides/core-concepts/orders\` → \`${site.siteUrl}/guides/core-concepts/orders.md\`,`,
      `\`${site.siteUrl}/user-guide/catalog/\` → \`${site.siteUrl}/user-guide/catalog.md\`); the links below point to it.`,
      `[${FULL_FILE}](${site.siteUrl}/${FULL_FILE}) holds every Learn and User Guide page in one file, in sidebar order;`,
      `[${REFERENCE_FILE}](${site.siteUrl}/${REFERENCE_FILE}) holds the whole generated reference (TypeScript, Admin UI and GraphQL APIs, core plugins).`,
    ].join('\n'),
    ...ordered.map((section) => [`## ${section.title}`, '', ...section.pages.map(entry)].join('\n')),
  ];
  if (unlisted.length > 0) parts.push(['## Other pages', '', ...unlisted.map(entry)].join('\n'));
  return `${parts.join('\n\n')}\n`;
}

/** A page's Markdown with its address under the title, so that a reader of a bundle can cite it. */
function withSource(page: ExportedPage): string {
  const newline = page.markdown.indexOf('\n');
  const heading = newline >= 0 ? page.markdown.slice(0, newline) : page.markdown;
  const rest = newline >= 0 ? page.markdown.slice(newline + 1).replace(/^\n+/, '') : '';
  return `${heading}\n\nSource: ${page.url}\n\n${rest}`.replace(/\n*$/, '\n');
}

function bundle(site: SiteSummary, heading: string, about: string, pages: ExportedPage[]): string {
  const intro = `# ${heading}\n\n> ${oneLine(site.summary)}\n\n${about}\n`;
  return [intro, ...pages.map(withSource)].join('\n---\n\n');
}

/**
 * `/llms-full.txt` (every Learn and User Guide page) and `/llms-reference.txt`
 * (the generated reference): each page's Markdown in sidebar order, separated
 * by thematic breaks, its URL under its title. Pages in no sidebar come last.
 */
export function llmsBundles(site: SiteSummary, sections: OutlineSection[], pages: ExportedPage[]): { full: string; reference: string; fullPages: number; referencePages: number } {
  const { sections: ordered, unlisted } = pagesInOrder(sections, pages);
  const all = [...ordered.flatMap((section) => section.pages), ...unlisted];
  const guides = all.filter((page) => isGuide(page.route));
  const reference = all.filter((page) => isReference(page.route));
  return {
    full: bundle(
      site,
      `${site.title}: Learn and User Guide`,
      `Every page of the Learn section (guides for developers) and of the User Guide (for shop administrators), as Markdown in sidebar order, each under its title with its address. The generated API reference is in ${site.siteUrl}/${REFERENCE_FILE}.`,
      guides,
    ),
    reference: bundle(
      site,
      `${site.title}: Reference`,
      `Every page of the generated reference (TypeScript API, Admin UI API, GraphQL API and core plugins), as Markdown in sidebar order, each under its title with its address. Guides and the User Guide are in ${site.siteUrl}/${FULL_FILE}.`,
      reference,
    ),
    fullPages: guides.length,
    referencePages: reference.length,
  };
}
