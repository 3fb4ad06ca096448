import { EMBEDDED_INDEX_FORMAT, type EmbeddedIndexFile, type IndexedEntry, type IndexedPage } from '../../../src/search/embedded-index';
import type { DocSearchRecord } from '../records';

/** Records carry HTML-escaped text (as Typesense stores it); the index keeps plain text and escapes when it highlights. */
function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

function levelOf(record: DocSearchRecord): number {
  return record.type === 'content' ? 0 : Number(record.type.slice(3));
}

function textOf(record: DocSearchRecord): string {
  const raw = record.type === 'content' ? record.content : record[`hierarchy.${record.type}`];
  return unescapeHtml(raw ?? '');
}

/**
 * Builds the embedded index from DocSearch records, which must come grouped
 * by page and in document order within a page (as `collectRecords` returns
 * them): an entry's parent is the last heading above it of a higher level.
 */
export function buildEmbeddedIndex(records: DocSearchRecord[]): EmbeddedIndexFile {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const entries: IndexedEntry[] = [];
  let headings: number[] = []; // entry index of the open heading at each level 1–6, per page

  for (const record of records) {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([
        new URL(record.url_without_anchor).pathname,
        unescapeHtml(record['hierarchy.lvl0']),
        record.language ?? '',
        record.docusaurus_tag ?? '',
        (record.version ?? []).join(','),
      ]);
      headings = [];
    }
    const level = levelOf(record);
    const openAbove = headings.slice(0, level === 0 ? 6 : level - 1).filter((i) => i !== undefined);
    const parent = openAbove.length > 0 ? openAbove[openAbove.length - 1] : -1;
    const id = entries.length;
    entries.push([page, level, textOf(record), record.anchor ?? '', parent]);
    if (level > 0) {
      headings = headings.slice(0, level - 1);
      headings[level - 1] = id;
    }
  }
  return { format: EMBEDDED_INDEX_FORMAT, pages, entries };
}
