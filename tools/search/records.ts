import { createHash } from 'node:crypto';
import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import type { DocSearchHierarchy } from '../../src/search/query';

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
  tags: string[];
  item_priority: number;
}

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** Parts of an article that are navigation, not content: the scraper indexes them, we do not. */
const NOT_CONTENT = '.theme-doc-breadcrumbs, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .hash-link';

/** The scraper's selectors (SEARCH-NOTES §2), over one union so nodes come in document order. */
const SELECTORS: { selector: string; level: Level | 'content' }[] = [
  { selector: 'h1', level: 'lvl1' },
  { selector: 'h2', level: 'lvl2' },
  { selector: 'h3', level: 'lvl3' },
  { selector: 'h4', level: 'lvl4' },
  { selector: 'h5', level: 'lvl5' },
  { selector: 'td:first-child', level: 'lvl5' },
  { selector: 'h6', level: 'lvl6' },
  { selector: 'p, li, td:last-child', level: 'content' },
];

const STRIP = ' .,;:#';

const BLOCKS = 'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, header, hr, li, nav, ol, p, pre, section, table, td, th, tr, ul';

/** Visible text: whitespace collapsed, zero-width spaces gone, the scraper's strip characters trimmed, HTML-escaped. */
export function cleanText($el: Cheerio<Element>): string {
  const clone = $el.clone();
  clone.find(NOT_CONTENT).remove();
  // Block boundaries separate words, as the scraper's join of text nodes with spaces does: "Learn" + "For developers".
  clone.find(BLOCKS).after(' ');
  let text = clone.text().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
  while (text && STRIP.includes(text[0])) text = text.slice(1);
  while (text && STRIP.includes(text[text.length - 1])) text = text.slice(0, -1);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/&amp;/g, '&');
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
  const $ = load(html);
  const root = $('article').first().length ? $('article').first() : $('main').first();
  if (!root.length) return [];
  const lvl0 = lvl0Of($, siteTitle);
  const language = meta($, 'language');
  const tag = meta($, 'docusaurus_tag');
  const version = meta($, 'version');

  const matched = root.find(SELECTORS.map((s) => s.selector).join(', ')).filter((_, el) => $(el).closest(NOT_CONTENT).length === 0);
  const hierarchy: Partial<Record<Level, string>> = {};
  let anchor: string | undefined;
  const drafts: Omit<DocSearchRecord, 'id' | 'item_priority' | 'url' | 'url_without_anchor' | 'tags'>[] = [];
  matched.each((_, el) => {
    const $el = $(el);
    const level = SELECTORS.find((s) => $el.is(s.selector))!.level;
    // A list item that holds paragraphs would repeat their text.
    if (level === 'content' && $el.is('li') && $el.children('p').length > 0) return;
    const text = cleanText($el);
    if (!text) return;
    if (level === 'content') {
      drafts.push({ 'hierarchy.lvl0': lvl0, ...flat(hierarchy), content: text, type: 'content', ...(anchor ? { anchor } : {}) });
      return;
    }
    const depth = LEVELS.indexOf(level);
    for (const deeper of LEVELS.slice(depth)) delete hierarchy[deeper];
    hierarchy[level] = text;
    anchor = $el.attr('id') ?? (level === 'lvl1' ? undefined : anchor);
    drafts.push({ 'hierarchy.lvl0': lvl0, ...flat(hierarchy), type: level, ...(anchor ? { anchor } : {}) });
  });

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
      tags: [],
      item_priority: weight * 1000 + (drafts.length - position),
    };
  });
}

function flat(hierarchy: Partial<Record<Level, string>>): Partial<DocSearchRecord> {
  return Object.fromEntries(Object.entries(hierarchy).map(([level, text]) => [`hierarchy.${level}`, text]));
}
