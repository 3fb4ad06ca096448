import { closestNames } from './closest-names';
import { InputError } from './input-error';

/**
 * The exported Markdown has the headings but not their ids, which Docusaurus
 * gives in the HTML (from the text, or set by the author or the reference
 * generator: `order.lines`). So a page's sections are the Markdown's, and their
 * anchors come from the HTML page beside it, matched by heading text in order.
 */

/** A heading of the Markdown, outside code blocks. */
export interface MarkdownHeading {
  level: number;
  text: string;
  /** Index of its line. */
  line: number;
}

/** An element id of the built page, in document order, with its heading when the element is one. */
interface PageId {
  id: string;
  heading?: { level: number; text: string };
}

/** A section a read can return: from its heading to the next heading of the same or a higher level. */
export interface PageSection {
  anchor: string;
  title: string;
  markdown: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, line) => {
    const open = FENCE.exec(text)?.[1];
    if (fence) {
      // A fence closes with a run of its own character at least as long, and nothing after it.
      if (open && open[0] === fence[0] && open.length >= fence.length && text.trim() === open) fence = undefined;
      return;
    }
    if (open) {
      fence = open;
      return;
    }
    const heading = ATX.exec(text);
    if (heading) headings.push({ level: heading[1].length, text: heading[2], line });
  });
  return headings;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/** Heading text as words only, so Markdown's `code` and [links](…) compare equal to the HTML's text. */
function wordsOf(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const ID_ATTRIBUTE = /(?:^|\s)id=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The ids of the page's content (its `<article>`, or the whole page without one), headings with their level and text. */
export function pageIds(html: string): PageId[] {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const content = start >= 0 && end > start ? html.slice(start, end) : html;
  const ids: PageId[] = [];
  const tags = /<([a-z][a-z\d]*)\b([^>]*)>/gi;
  for (let tag = tags.exec(content); tag; tag = tags.exec(content)) {
    const attribute = ID_ATTRIBUTE.exec(tag[2]);
    if (!attribute) continue;
    const id = decodeEntities(attribute[1] ?? attribute[2] ?? attribute[3]);
    const level = /^h([1-6])$/i.exec(tag[1])?.[1];
    if (!level) {
      ids.push({ id });
      continue;
    }
    const close = content.indexOf(`</${tag[1]}>`, tags.lastIndex);
    const inner = content.slice(tags.lastIndex, close < 0 ? undefined : close);
    const text = decodeEntities(inner.replace(/<[^>]*>/g, '')).replace(/\u200b/g, '').trim();
    ids.push({ id, heading: { level: Number(level), text } });
  }
  return ids;
}

/**
 * Pairs each Markdown heading with the HTML heading of the same text, in
 * order. The export adds headings the HTML has not (a heading per tab), and a
 * heading with no pair gets no anchor. Every other id of the page belongs to
 * the last paired heading before it.
 */
function anchorsOf(headings: MarkdownHeading[], ids: PageId[]): { byId: Map<string, number>; headingAnchors: Map<number, string> } {
  const byId = new Map<string, number>();
  const headingAnchors = new Map<number, string>();
  let next = 0;
  let current: number | undefined;
  for (const { id, heading } of ids) {
    if (heading) {
      const words = wordsOf(heading.text);
      const at = headings.findIndex((h, i) => i >= next && wordsOf(h.text) === words);
      if (at >= 0) {
        next = at + 1;
        current = at;
        headingAnchors.set(at, id);
        byId.set(id, at);
        continue;
      }
    }
    if (current !== undefined && !byId.has(id)) byId.set(id, current);
  }
  return { byId, headingAnchors };
}

/** How many anchors an unknown one's error lists. */
const LISTED_ANCHORS = 15;

/**
 * The section of a page an anchor names (a heading's id, or the id of an
 * element under a heading), its heading included, down to the next heading
 * of the same or a higher level. Throws an {@link InputError} listing the
 * page's anchors, closest first, when the page has no such id.
 */
export function sectionOf(markdown: string, html: string, anchor: string, pageUrl: string): PageSection {
  const headings = markdownHeadings(markdown);
  const { byId, headingAnchors } = anchorsOf(headings, pageIds(html));
  const wanted = anchor.replace(/^#/, '');
  const index = byId.get(wanted) ?? byId.get(wanted.toLowerCase());
  if (index === undefined) {
    const sectionAnchors = Array.from(headingAnchors.values());
    const listed = closestNames(wanted, [...sectionAnchors, ...byId.keys()], LISTED_ANCHORS);
    const titleOf = (id: string) => headings[byId.get(id)!].text;
    const lines = listed.map((id) => `- #${id} (${sectionAnchors.includes(id) ? titleOf(id) : `in ${titleOf(id)}`})`);
    throw new InputError(
      sectionAnchors.length === 0
        ? `${pageUrl} has no anchor #${wanted}: the page has no sections. Read it without an anchor.`
        : `${pageUrl} has no anchor #${wanted}. Its sections have ${sectionAnchors.length} anchor${sectionAnchors.length === 1 ? '' : 's'}; the closest${listed.length < byId.size ? ` ${listed.length}` : ''}:\n${lines.join('\n')}\nPass one of them, or no anchor for the whole page.`,
    );
  }
  const heading = headings[index];
  const end = headings.find((h, i) => i > index && h.level <= heading.level)?.line;
  const lines = markdown.split('\n').slice(heading.line, end);
  return { anchor: headingAnchors.get(index)!, title: heading.text, markdown: `${lines.join('\n').trimEnd()}\n` };
}
