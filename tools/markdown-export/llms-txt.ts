import type { ExportedPage, IndexEntry, LlmsPlan, SectionFile } from './llms-plan';
import { formatTokens, TOKEN_ESTIMATE_RULE } from './tokens';

/** What the llms files say about the site as a whole. */
export interface SiteSummary {
  title: string;
  /** One paragraph: the home page's description. */
  summary: string;
  siteUrl: string;
}

export const INDEX_FILE = 'llms.txt';
/** Every page in one file: for tools that search or index it, far beyond a context window. */
export const FULL_FILE = 'llms-full.txt';
/** llmstxt.org: the links of a section by this name may be skipped when a shorter context is needed. */
export const OPTIONAL_SECTION = 'Optional';

/** One line of text: descriptions may hold newlines, list entries may not. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** `[title](url)` with the characters that would end the link text escaped. */
function linkTo(title: string, url: string): string {
  return `[${title.replace(/[\\[\]]/g, '\\$&')}](${url})`;
}

const pagesCount = (count: number) => `${count} page${count === 1 ? '' : 's'}`;

/** A file's size in llms.txt and in the build log: `12 pages, ~17k tokens`. */
export function fileSize(pages: number, tokens: number): string {
  return `${pagesCount(pages)}, ${formatTokens(tokens)}`;
}

/** llms.txt is an index an agent loads whole, beside its task: it stays within 50 KB (check-build.ts checks the file). */
export const INDEX_MAX_BYTES = 50 * 1024;
/** Shorter than this, a description would no longer say what its page is for. */
const MIN_DESCRIPTION = 60;

/** A description of at most `max` characters: whole when it fits, else cut at a word and ended with "…". */
export function shortenDescription(description: string, max: number): string {
  if (description.length <= max) return description;
  const cut = description.slice(0, max - 1);
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,;:.(\u2013\u2014-]+$/, '')}…`;
}

function renderIndex(site: SiteSummary, plan: LlmsPlan, tokensOf: (file: string) => number, maxDescription: number): string {
  const entry = (item: IndexEntry) => {
    if ('page' in item) {
      const { page } = item;
      return `- ${linkTo(oneLine(page.title), page.markdownUrl)}${page.description ? `: ${shortenDescription(oneLine(page.description), maxDescription)}` : ''}`;
    }
    return `- ${linkTo(item.file.label, `${site.siteUrl}/${item.file.name}`)}: ${formatTokens(tokensOf(item.file.name))}`;
  };
  const parts = [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    [
      `Every page is also Markdown at its URL plus \`.md\`. Below: each Learn and User Guide page with its description, then the full text`,
      `in files of one section each (of the reference, one per area or category). Sizes are in tokens, ${TOKEN_ESTIMATE_RULE}, low for code:`,
      'load only the files a task needs. In a file, each page has a `Source:` line; pages are separated by `---`.',
    ].join('\n'),
    ...plan.sections.map((section) => [`## ${section.title}`, '', ...section.entries.map(entry)].join('\n')),
    [
      `## ${OPTIONAL_SECTION}`,
      '',
      `- ${linkTo(FULL_FILE, `${site.siteUrl}/${FULL_FILE}`)}: every page in one file (${fileSize(plan.allPages.length, tokensOf(FULL_FILE))}), more than a context window: for search and indexing tools`,
    ].join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

/**
 * `/llms.txt` as llmstxt.org describes it: the site's name as the H1, a
 * one-paragraph summary as a blockquote, a paragraph on how to read the rest,
 * then `## sections` of link lists. Guide and User Guide pages are listed as
 * `- [title](url.md): description`; a file of full text as `- [name](url):
 * ~Xk tokens`, its size estimated (tokens.ts), which the paragraph says.
 * llms-full.txt closes the file under "Optional".
 *
 * Descriptions are whole while the file fits `maxBytes`. Past that (the guide
 * pages' entries alone are some 45 KB), the longest are cut, at a word and
 * marked "…", to the longest length at which it fits, so that a new page
 * costs a few characters of the longest descriptions rather than the limit;
 * each page's Markdown opens with its whole description.
 */
export function llmsIndex(site: SiteSummary, plan: LlmsPlan, tokensOf: (file: string) => number, maxBytes = INDEX_MAX_BYTES): string {
  const render = (maxDescription: number) => renderIndex(site, plan, tokensOf, maxDescription);
  const whole = render(Infinity);
  if (Buffer.byteLength(whole) <= maxBytes) return whole;
  const fits = (maxDescription: number) => Buffer.byteLength(render(maxDescription)) <= maxBytes;
  let low = MIN_DESCRIPTION;
  let high = Math.max(low, ...plan.allPages.map((page) => oneLine(page.description ?? '').length));
  // The longest cut that fits; at the floor it may still not fit, and check-build.ts says so.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return render(low);
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

/** One section's file: its pages' Markdown in sidebar order, each under its title with its address, separated by thematic breaks. */
export function sectionFileText(site: SiteSummary, file: SectionFile): string {
  return bundle(
    site,
    `${site.title}: ${file.title}`,
    `The full text of the ${pagesCount(file.pages.length)} of this section, as Markdown, in sidebar order: each page under its title, with its address on a \`Source:\` line; pages are separated by \`---\`. Every section's file is listed in ${site.siteUrl}/${INDEX_FILE}.`,
    file.pages,
  );
}

/** `/llms-full.txt`: every listed page, in sidebar order, pages in no sidebar last. */
export function fullText(site: SiteSummary, plan: LlmsPlan): string {
  return bundle(
    site,
    `${site.title}: every page`,
    `Every page of the site, as Markdown, in sidebar order, each under its title with its address on a \`Source:\` line; pages are separated by \`---\`. Far larger than a context window: to read one section, load its file from ${site.siteUrl}/${INDEX_FILE} instead.`,
    plan.allPages,
  );
}
