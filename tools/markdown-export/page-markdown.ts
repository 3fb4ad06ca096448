import { type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import type { Nodes, RootContent } from 'mdast';
import { convertBody, visibleText } from './html-to-mdast';
import { dropMemberSummaries } from './member-summary';
import { serialize } from './to-markdown';

/** One page as Markdown, with what llms.txt lists it by. */
export interface PageMarkdown {
  title: string;
  description?: string;
  markdown: string;
}

/** The plain text of an mdast node, for comparing. */
function plainText(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

const normalize = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The body already says what the description says when one of its paragraphs
 * starts with it (a reference page's description is its first sentence):
 * then it is not repeated at the top.
 */
function bodyHas(description: string, body: RootContent[]): boolean {
  const wanted = normalize(description).replace(/(\.{3}|…)$/, '');
  return body.some((block) => block.type === 'paragraph' && normalize(plainText(block)).startsWith(wanted));
}

/** The part of a page from `<tag` to its last `</tag>`, or undefined. */
function slice(html: string, tag: string): string | undefined {
  const start = html.search(new RegExp(`<${tag}[\\s>]`));
  const end = html.lastIndexOf(`</${tag}>`);
  return start >= 0 && end > start ? html.slice(start, end + tag.length + 3) : undefined;
}

/**
 * Parses a fragment of a built page with htmlparser2, four times faster than
 * parse5 here. The build's minifier leaves out the end tags HTML lets it omit
 * (`</th>`, `</tr>`, `</thead>`…), and htmlparser2 closes them as a browser
 * does, except that `<tbody>` and `<tfoot>` do not close an open header row:
 * an explicit `</thead>` (and `</tbody>` before `<tfoot>`) does, and is
 * ignored where nothing is open. page-markdown.test.ts checks
 * the tables of a minified page.
 */
export function parseFragment(fragment: string): CheerioAPI {
  const closed = fragment.replace(/<tbody(?=[\s>])/g, '</thead>$&').replace(/<tfoot(?=[\s>])/g, '</thead></tbody>$&');
  return load(closed, { xml: { xmlMode: false, decodeEntities: true } }, false);
}

/**
 * Converts one built page to Markdown: its title as the H1, its front-matter
 * description (the page's meta description) as the first paragraph, then the
 * article's content without navigation, and without a reference page's member
 * summary table, which its member sections repeat (member-summary.ts). A page
 * without an `<article>` (the home page) is read from `<main>` and titled by
 * its `<title>`. Undefined for a page with neither.
 */
export function pageMarkdown(html: string, pageUrl: string, siteTitle: string): PageMarkdown | undefined {
  // Only the article is parsed: the rest of a page is navigation, and the reference sidebar alone
  // is most of a reference page's HTML.
  const fragment = slice(html, 'article') ?? slice(html, 'main');
  if (!fragment) return undefined;
  const $ = parseFragment(fragment);
  const container = $.root().children().first();
  const markdownBody = container.find('.theme-doc-markdown').first();
  const body = (markdownBody.length ? markdownBody : container)[0] as Element;

  // The minifier leaves out `<head>` and `</head>` too: the head is whatever comes before `<body>`.
  const head = parseFragment(html.slice(0, Math.max(0, html.search(/<body[\s>]/))));
  const h1 = $(body).find('h1').first();
  let title = h1.length ? visibleText(h1[0]) : '';
  h1.remove();
  if (!title) {
    const documentTitle = normalize(head('title').first().text());
    title = documentTitle.endsWith(` | ${siteTitle}`) ? documentTitle.slice(0, -` | ${siteTitle}`.length) : documentTitle || siteTitle;
  }
  const description = normalize(head('meta[name="description"]').attr('content') ?? '') || undefined;

  dropMemberSummaries($, $(body));
  const content = convertBody(body, { pageUrl, headingDepth: 1 });
  const children: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  if (description && !bodyHas(description, content)) children.push({ type: 'paragraph', children: [{ type: 'text', value: description }] });
  children.push(...content);
  return { title, ...(description ? { description } : {}), markdown: serialize({ type: 'root', children }) };
}
