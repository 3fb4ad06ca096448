import type { FragmentSection } from '../../../src/search/embedded-index';
import type { DocSearchRecord } from '../records';

/** A built page as search sees it: its place in the site and its sections in document order. */
export interface PageModel {
  path: string;
  lvl0: string;
  language: string;
  tag: string;
  version: string;
  /** `''` for pages outside the three sidebars. */
  section: string;
  /** Section 0 is the title (level 1) with the text before the first heading. */
  sections: FragmentSection[];
}

/** Records carry HTML-escaped text (as Typesense stores it); the index keeps plain text and escapes when it highlights. */
function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function levelOf(record: DocSearchRecord): number {
  return record.type === 'content' ? 0 : Number(record.type.slice(3));
}

/**
 * Groups DocSearch records, which must come by page and in document order
 * (as `collectRecords` returns them), into pages of sections: each heading
 * opens a section, and its parent is the nearest section above it of a
 * higher level.
 */
export function pagesOf(records: DocSearchRecord[]): PageModel[] {
  const pages: PageModel[] = [];
  let current: PageModel | undefined;
  let currentUrl = '';
  for (const record of records) {
    if (!current || record.url_without_anchor !== currentUrl) {
      currentUrl = record.url_without_anchor;
      const path = new URL(record.url_without_anchor).pathname;
      current = {
        path,
        lvl0: unescapeHtml(record['hierarchy.lvl0']),
        language: record.language ?? '',
        tag: record.docusaurus_tag ?? '',
        version: (record.version ?? []).join(','),
        section: record.section ?? '',
        // The title heading, even when the page's first record is text (the home page has no h1 record before it).
        sections: [[1, unescapeHtml(record['hierarchy.lvl1'] ?? ''), '', -1, []]],
      };
      pages.push(current);
    }
    const level = levelOf(record);
    const { sections } = current;
    if (level === 0) {
      sections[sections.length - 1][4].push(unescapeHtml(record.content ?? ''));
    } else if (level === 1) {
      sections[0][1] = unescapeHtml(record['hierarchy.lvl1'] ?? '');
    } else {
      let parent = sections.length - 1;
      while (parent > 0 && sections[parent][0] >= level) parent = sections[parent][3];
      sections.push([level, unescapeHtml(record[`hierarchy.lvl${level}` as 'hierarchy.lvl2'] ?? ''), record.anchor ?? '', parent, []]);
    }
  }
  return pages;
}
