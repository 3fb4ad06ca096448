import { createHash } from 'node:crypto';
import { type CheerioAPI, load } from 'cheerio';
import { type AnyNode, type Element, hasChildren, isTag, isText, type ParentNode } from 'domhandler';
import type { DocSearchHierarchy } from '../../src/search/query';
import { type SearchSectionId, sectionOfPath } from '../../src/search/sections';

/** A DocSearch record as the Typesense scraper imports it (SEARCH-NOTES §1), plus a stable id. */
export interface DocSearchRecord extends DocSearchHierarchy {
  id: string;
  content?: string;
  anchor?: string;
  url: string;
  url_without_anchor: string;
  language?: string;
  docusaurus_tag?: string;
  version?: string[];
  /**
   * The part of the docs the page is in, from its path (src/search/sections.ts),
   * so hosted search can filter (`section:=learn`) and count results per
   * section. Absent for pages outside the three sections, such as the home page.
   */
  section?: SearchSectionId;
  tags: string[];
  item_priority: number;
}

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** Parts of an article that are navigation, not content (by class): the scraper indexes them, we do not. */
const NOT_CONTENT = ['theme-doc-breadcrumbs', 'theme-doc-toc-mobile', 'theme-doc-footer', 'pagination-nav', 'hash-link'];

/**
 * The scraper's selectors (SEARCH-NOTES §2): h1–h6 are lvl1–lvl6, a table's
 * first cell is lvl5, paragraphs, list items and a table's last cell are
 * content. Matched by hand rather than with CSS selectors: a build has
 * thousands of elements to classify, and compiling a selector per element
 * made this the slowest step of the build's search indexing.
 */
function levelOf(el: Element): Level | 'content' | undefined {
  switch (el.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return `lvl${el.name[1]}` as Level;
    case 'td':
      if (!prevElement(el)) return 'lvl5';
      return nextElement(el) ? undefined : 'content';
    case 'p':
    case 'li':
      return 'content';
    default:
      return undefined;
  }
}

function prevElement(el: Element): Element | undefined {
  for (let node = el.prev; node; node = node.prev) if (isTag(node)) return node;
  return undefined;
}

function nextElement(el: Element): Element | undefined {
  for (let node = el.next; node; node = node.next) if (isTag(node)) return node;
  return undefined;
}

function isNotContent(el: Element): boolean {
  // Link lists inside <main> (the home page's task links) are navigation: as records they outrank the pages they link to.
  if (el.name === 'nav') return true;
  const classes = el.attribs.class;
  return classes !== undefined && classes.split(/\s+/).some((name) => NOT_CONTENT.includes(name));
}

function insideNotContent(el: Element): boolean {
  for (let node: ParentNode | null = el; node && isTag(node); node = node.parent) if (isNotContent(node)) return true;
  return false;
}

const STRIP = ' .,;:#';

const BLOCKS = new Set('address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li nav ol p pre section table td th tr ul'.split(' '));

/** Text of a node's descendants, leaving out navigation, with a space after each block (as the scraper's join of text nodes with spaces gives "Learn" + "For developers"). */
function appendText(node: AnyNode, out: string[]): void {
  if (isText(node)) {
    out.push(node.data);
  } else if (hasChildren(node)) {
    for (const child of node.children) {
      if (isTag(child) && isNotContent(child)) continue;
      appendText(child, out);
      if (isTag(child) && BLOCKS.has(child.name)) out.push(' ');
    }
  }
}

/** Visible text: whitespace collapsed, zero-width spaces gone, the scraper's strip characters trimmed, HTML-escaped. */
export function cleanText(el: Element): string {
  const out: string[] = [];
  appendText(el, out);
  let text = out.join('').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
  while (text && STRIP.includes(text[0])) text = text.slice(1);
  while (text && STRIP.includes(text[text.length - 1])) text = text.slice(0, -1);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/&amp;/g, '&');
}

/** The elements the selectors match under root, in document order, outside navigation. */
function matchedElements(root: Element): { el: Element; level: Level | 'content' }[] {
  const matched: { el: Element; level: Level | 'content' }[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (!isTag(child) || isNotContent(child)) continue;
      const level = levelOf(child);
      if (level) matched.push({ el: child, level });
      walk(child);
    }
  };
  if (!insideNotContent(root)) walk(root);
  return matched;
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="docsearch:${name}"]`).attr('content') || undefined;
}

/**
 * lvl0 is the active sidebar's top category, linked or not (the scraper only
 * sees linked ones and takes the deepest); without a sidebar, the active
 * navbar item; then the site title.
 */
function lvl0Of($: CheerioAPI, fallback: string): string {
  const category = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first().text().trim();
  return category || $('.navbar__link--active').first().text().trim() || fallback;
}

/**
 * Turns one built page into DocSearch records, as the Typesense scraper would
 * (SEARCH-NOTES §2), minus its known faults. Pages without an `<article>`
 * (home) are read from `<main>` so they are findable too.
 */
export function extractRecords(html: string, pageUrl: string, siteTitle: string): DocSearchRecord[] {
  // htmlparser2 in HTML mode (cheerio's `xml` option with xmlMode off) parses
  // twice as fast as the default parse5, and gave the same records for every
  // page of the site when we switched.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  const lvl0 = lvl0Of($, siteTitle);
  const language = meta($, 'language');
  const tag = meta($, 'docusaurus_tag');
  const version = meta($, 'version');
  const section = sectionOfPath(new URL(pageUrl).pathname);

  const hierarchy: Partial<Record<Level, string>> = {};
  let anchor: string | undefined;
  const drafts: Omit<DocSearchRecord, 'id' | 'item_priority' | 'url' | 'url_without_anchor' | 'tags'>[] = [];
  for (const { el, level } of matchedElements(root[0])) {
    // A list item that holds paragraphs would repeat their text.
    if (el.name === 'li' && el.children.some((child) => isTag(child) && child.name === 'p')) continue;
    const text = cleanText(el);
    if (!text) continue;
    if (level === 'content') {
      drafts.push({ 'hierarchy.lvl0': lvl0, ...flat(hierarchy), content: text, type: 'content', ...(anchor ? { anchor } : {}) });
      continue;
    }
    const depth = LEVELS.indexOf(level);
    for (const deeper of LEVELS.slice(depth)) delete hierarchy[deeper];
    hierarchy[level] = text;
    anchor = el.attribs.id ?? (level === 'lvl1' ? undefined : anchor);
    // A reference page titled after its first declaration repeats the title as that declaration's heading:
    // as a hit of its own it would show the page twice. The text below still lists it in its hierarchy.
    if (level !== 'lvl1' && text === hierarchy.lvl1) continue;
    drafts.push({ 'hierarchy.lvl0': lvl0, ...flat(hierarchy), type: level, ...(anchor ? { anchor } : {}) });
  }

  return drafts.map((draft, position) => {
    const weight = draft.type === 'content' ? 0 : 100 - 10 * (LEVELS.indexOf(draft.type) + 1);
    return {
      id: createHash('sha1').update(`${pageUrl}\0${position}`).digest('hex').slice(0, 20),
      ...draft,
      url: draft.anchor ? `${pageUrl}#${draft.anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      ...(language ? { language } : {}),
      ...(tag ? { docusaurus_tag: tag } : {}),
      ...(version ? { version: version.split(',') } : {}),
      ...(section ? { section } : {}),
      tags: [],
      item_priority: weight * 1000 + (drafts.length - position),
    };
  });
}

function flat(hierarchy: Partial<Record<Level, string>>): Partial<DocSearchRecord> {
  return Object.fromEntries(Object.entries(hierarchy).map(([level, text]) => [`hierarchy.${level}`, text]));
}
