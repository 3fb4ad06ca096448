import type { AnyNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';

/**
 * Built HTML → mdast, knowing the markup of every component the site renders:
 * the theme's code blocks, admonitions, tabs, details and scrollable tables,
 * and the reference's `ApiDeclaration`, `ApiSignature`, `ApiMember`,
 * `ApiDeprecation` and `GqlSdl` (src/components/api). Reading the HTML rather
 * than the MDX means the generated reference and every component come out as
 * the reader sees them, with no JSX or imports left to clean up.
 */

/** What the conversion of one page needs to know. */
export interface ConvertContext {
  /** The page's own absolute URL: relative links and `#anchors` resolve against it. */
  pageUrl: string;
  /** Depth of the last heading written, so that tabs become sections one level below it. */
  headingDepth: number;
}

/** Navigation and controls inside an article: never content (by class). */
const CHROME_CLASSES = new Set(['theme-doc-breadcrumbs', 'theme-doc-copy-page', 'theme-doc-toc-mobile', 'theme-doc-footer', 'pagination-nav', 'hash-link', 'theme-doc-version-badge', 'theme-doc-version-banner', 'theme-edit-this-page']);
/** Elements with nothing to read (icons, buttons, scripts) or only a dark-mode duplicate. */
const SKIPPED_TAGS = new Set(['svg', 'button', 'script', 'style', 'noscript', 'template', 'iframe', 'input', 'select', 'textarea', 'nav']);

const BLOCK_TAGS = new Set(
  'address article aside blockquote dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul'.split(' '),
);

/** Admonition kinds as the theme names them (`theme-admonition-<kind>`) and as a reader should see them. */
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  secondary: 'Note',
  success: 'Tip',
};

function classList(el: Element): string[] {
  const value = el.attribs.class;
  return value ? value.split(/\s+/).filter(Boolean) : [];
}

function hasClass(el: Element, name: string): boolean {
  return classList(el).includes(name);
}

/** CSS-module classes keep their source name before a build hash: `declaration_dPCw`. */
function hasModuleClass(el: Element, name: string): boolean {
  return classList(el).some((c) => c === name || c.startsWith(`${name}_`));
}

function isChrome(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.name)) return true;
  if (el.attribs['aria-hidden'] === 'true') return true;
  return classList(el).some((c) => CHROME_CLASSES.has(c) || c.startsWith('themedComponent--dark'));
}

function childElements(el: Element): Element[] {
  return el.children.filter(isTag);
}

function findDescendant(el: Element, test: (child: Element) => boolean): Element | undefined {
  for (const child of childElements(el)) {
    if (test(child)) return child;
    const found = findDescendant(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAllDescendants(el: Element, test: (child: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of childElements(el)) {
    if (test(child)) out.push(child);
    else findAllDescendants(child, test, out);
  }
  return out;
}

/** Raw text of a subtree (comments left out, `<br>` as a newline), for code. */
export function rawText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (node.name === 'br') return '\n';
  if (isChrome(node)) return '';
  return node.children.map(rawText).join('');
}

/** Text as a reader sees it: whitespace collapsed, zero-width spaces gone. */
export function visibleText(node: AnyNode): string {
  return rawText(node).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

/** An absolute URL for a link or image, resolved against the page. */
function absoluteUrl(href: string, ctx: ConvertContext): string {
  try {
    return new URL(href, ctx.pageUrl).href;
  } catch {
    return href;
  }
}

// ---------------------------------------------------------------------------
// Phrasing

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function strong(children: PhrasingContent[]): PhrasingContent {
  return { type: 'strong', children };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

/** Inline content of a node list. Blocks met inline (a `<p>` in a table cell) run on, separated by a space. */
export function phrasing(nodes: AnyNode[], ctx: ConvertContext): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      out.push(text(node.data));
      continue;
    }
    if (!isTag(node) || isChrome(node)) continue;
    out.push(...phrasingOf(node, ctx));
    if (BLOCK_TAGS.has(node.name)) out.push(text(' '));
  }
  return out;
}

function phrasingOf(el: Element, ctx: ConvertContext): PhrasingContent[] {
  switch (el.name) {
    case 'strong':
    case 'b':
      return [strong(phrasing(el.children, ctx))];
    case 'em':
    case 'i':
    case 'cite':
      return [{ type: 'emphasis', children: phrasing(el.children, ctx) }];
    case 'del':
    case 's':
      return [{ type: 'delete', children: phrasing(el.children, ctx) }];
    case 'code':
    case 'kbd':
    case 'samp':
    case 'var': {
      const value = rawText(el).replace(/\u200b/g, '').replace(/\s+/g, ' ');
      return value.trim() ? [{ type: 'inlineCode', value }] : [];
    }
    case 'a': {
      const children = phrasing(el.children, ctx);
      const href = el.attribs.href;
      if (!href) return children;
      return [{ type: 'link', url: absoluteUrl(href, ctx), title: el.attribs.title && el.attribs.title !== visibleText(el) ? el.attribs.title : null, children }];
    }
    case 'img':
      return imageOf(el, ctx);
    case 'br':
      return [{ type: 'break' }];
    default:
      return phrasing(el.children, ctx);
  }
}

function imageOf(el: Element, ctx: ConvertContext): PhrasingContent[] {
  const src = el.attribs.src;
  if (!src) return [];
  return [{ type: 'image', url: absoluteUrl(src, ctx), alt: el.attribs.alt ?? '', title: el.attribs.title || null }];
}

/**
 * Collapses HTML whitespace the way a browser shows it: runs of whitespace
 * (across neighbouring text nodes too) become one space, none at the start or
 * end of a block, and none just inside emphasis or a link, where Markdown
 * would not recognise the markers.
 */
export function tidyPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const flat = collapse(nodes, { lastWasSpace: true });
  trimEdge(flat, 'start');
  trimEdge(flat, 'end');
  return flat;
}

function collapse(nodes: PhrasingContent[], state: { lastWasSpace: boolean }): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.value += value;
    else out.push(text(value));
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      let value = node.value.replace(/\u200b/g, '').replace(/[ \t\n\r\f]+/g, ' ');
      if (state.lastWasSpace && value.startsWith(' ')) value = value.slice(1);
      if (value) state.lastWasSpace = value.endsWith(' ');
      pushText(value);
    } else if (node.type === 'break') {
      const last = out[out.length - 1];
      if (last?.type === 'text') last.value = last.value.replace(/ $/, '');
      out.push(node);
      state.lastWasSpace = true;
    } else if (node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete' || node.type === 'link') {
      const children = collapse(node.children, state) as typeof node.children;
      // Whitespace just inside the markers moves outside them.
      const first = children[0];
      if (first?.type === 'text' && first.value.startsWith(' ')) {
        first.value = first.value.slice(1);
        pushText(' ');
      }
      const trailing = children[children.length - 1];
      let after = '';
      if (trailing?.type === 'text' && trailing.value.endsWith(' ')) {
        trailing.value = trailing.value.slice(0, -1);
        after = ' ';
      }
      const kept = children.filter((child) => child.type !== 'text' || child.value !== '');
      if (kept.length > 0) out.push({ ...node, children: kept } as PhrasingContent);
      pushText(after);
    } else {
      out.push(node);
      if (node.type === 'inlineCode' || node.type === 'image') state.lastWasSpace = false;
    }
  }
  return out;
}

function trimEdge(nodes: PhrasingContent[], edge: 'start' | 'end'): void {
  while (nodes.length > 0) {
    const index = edge === 'start' ? 0 : nodes.length - 1;
    const node = nodes[index];
    if (node.type === 'break') {
      nodes.splice(index, 1);
      continue;
    }
    if (node.type !== 'text') return;
    node.value = edge === 'start' ? node.value.replace(/^ +/, '') : node.value.replace(/ +$/, '');
    if (node.value) return;
    nodes.splice(index, 1);
  }
}

function hasContent(nodes: PhrasingContent[]): boolean {
  return nodes.some((node) => node.type !== 'text' || node.value.trim() !== '');
}

// ---------------------------------------------------------------------------
// Blocks

/** Block content of a node list: inline runs between blocks become paragraphs. */
export function blocks(nodes: AnyNode[], ctx: ConvertContext): BlockContent[] {
  const out: BlockContent[] = [];
  let inline: PhrasingContent[] = [];
  const flush = () => {
    const children = tidyPhrasing(inline);
    if (hasContent(children)) out.push(paragraph(children));
    inline = [];
  };
  for (const node of nodes) {
    if (isText(node)) {
      inline.push(text(node.data));
      continue;
    }
    if (!isTag(node) || isChrome(node)) continue;
    if (isBlock(node)) {
      flush();
      out.push(...blocksOf(node, ctx));
    } else {
      inline.push(...phrasingOf(node, ctx));
    }
  }
  flush();
  return out;
}

/** A link or span that holds blocks (the home page's cards) is read as blocks too. */
function isBlock(el: Element): boolean {
  if (BLOCK_TAGS.has(el.name)) return true;
  if (el.name === 'a' || el.name === 'span') return childElements(el).some(isBlock);
  return false;
}

function blocksOf(el: Element, ctx: ConvertContext): BlockContent[] {
  const component = componentBlocks(el, ctx);
  if (component) return component;
  switch (el.name) {
    case 'p': {
      const children = tidyPhrasing(phrasing(el.children, ctx));
      return hasContent(children) ? [paragraph(children)] : [];
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return headingOf(Number(el.name[1]) as Heading['depth'], phrasing(el.children, ctx), ctx);
    case 'ul':
    case 'ol':
      return [listOf(el, ctx)];
    case 'pre':
      return [codeOf(el, languageOf(el))];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocks(el.children, ctx) }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'table':
      return [tableOf(el, ctx)];
    case 'details':
      return detailsOf(el, ctx);
    case 'figcaption': {
      const children = tidyPhrasing(phrasing(el.children, ctx));
      return hasContent(children) ? [paragraph([{ type: 'emphasis', children }])] : [];
    }
    case 'dt': {
      const children = tidyPhrasing(phrasing(el.children, ctx));
      return hasContent(children) ? [paragraph([strong(children)])] : [];
    }
    case 'a':
      return linkedBlocks(el, ctx);
    default:
      // div, section, header, figure, dl, dd, span holding blocks...: their content.
      return blocks(el.children, ctx);
  }
}

function headingOf(depth: Heading['depth'], children: PhrasingContent[], ctx: ConvertContext): BlockContent[] {
  const tidy = tidyPhrasing(children);
  if (!hasContent(tidy)) return [];
  ctx.headingDepth = depth;
  return [{ type: 'heading', depth, children: tidy }];
}

/** A link around blocks: the blocks, with the first heading's or paragraph's text linked. */
function linkedBlocks(el: Element, ctx: ConvertContext): BlockContent[] {
  const inner = blocks(el.children, ctx);
  const first = inner.find((block): block is Heading | Paragraph => block.type === 'heading' || block.type === 'paragraph');
  if (first && el.attribs.href) first.children = [{ type: 'link', url: absoluteUrl(el.attribs.href, ctx), title: null, children: first.children }];
  return inner;
}

function listOf(el: Element, ctx: ConvertContext): List {
  const ordered = el.name === 'ol';
  const items: ListItem[] = childElements(el)
    .filter((child) => child.name === 'li' && !isChrome(child))
    .map((li) => {
      const children = blocks(li.children, ctx);
      // Only a paragraph followed by lists stays tight: two paragraphs in a tight item would run
      // together, and a paragraph after a nested list would continue that list's last item.
      const spread = !children.every((child, i) => child.type === 'list' || (i === 0 && child.type === 'paragraph'));
      const checkbox = findDescendant(li, (child) => child.name === 'input' && child.attribs.type === 'checkbox');
      return { type: 'listItem', spread, checked: checkbox ? 'checked' in checkbox.attribs : null, children };
    });
  const start = ordered && el.attribs.start ? Number(el.attribs.start) : ordered ? 1 : null;
  return { type: 'list', ordered, start, spread: items.some((item) => item.spread), children: items };
}

function languageOf(el: Element): string | null {
  const language = classList(el)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length)
    .toLowerCase();
  return language && language !== 'text' ? language : null;
}

/**
 * The code of a `<pre>`: the theme writes one `.token-line` per line with a
 * `<br>` at its end, so lines come from the spans when there are any.
 */
function codeText(pre: Element): string {
  const lines = findAllDescendants(pre, (child) => hasClass(child, 'token-line'));
  const value = lines.length > 0 ? lines.map((line) => rawText(line).replace(/\n$/, '')).join('\n') : rawText(pre);
  return value.replace(/\u200b/g, '').replace(/\n+$/, '');
}

function codeOf(pre: Element, lang: string | null, meta: string | null = null): Code {
  return { type: 'code', lang, meta, value: codeText(pre) };
}

/** The theme's code block: language on the container, an optional title above the `<pre>`. */
function themeCodeBlock(el: Element): Code | undefined {
  const pre = findDescendant(el, (child) => child.name === 'pre');
  if (!pre) return undefined;
  const titleEl = findDescendant(el, (child) => hasModuleClass(child, 'codeBlockTitle'));
  const title = titleEl ? visibleText(titleEl) : '';
  const lang = languageOf(el) ?? languageOf(pre);
  // `title="…"` in the info string, as in the source: readers and tools know the convention.
  const meta = title ? (title.includes('"') ? `title='${title}'` : `title="${title}"`) : null;
  return codeOf(pre, lang ?? (meta ? 'text' : null), meta);
}

/** The components of the theme and of src/components/api, by their markup; undefined for plain HTML. */
function componentBlocks(el: Element, ctx: ConvertContext): BlockContent[] | undefined {
  if (el.name === 'div' && hasClass(el, 'theme-code-block')) {
    const code = themeCodeBlock(el);
    return code ? [code] : [];
  }
  if (el.name === 'div' && hasClass(el, 'theme-admonition')) return [admonitionOf(el, ctx)];
  if (el.name === 'div' && hasClass(el, 'tabs-container')) return tabsOf(el, ctx);
  if (el.name === 'pre' && hasModuleClass(el, 'signature')) {
    // GqlSdl ends every SDL line with a newline; ApiSignature's declaration header never ends with one.
    const sdl = rawText(el).endsWith('\n');
    return [codeOf(el, sdl ? 'graphql' : 'ts')];
  }
  if (el.name === 'div' && (hasModuleClass(el, 'declaration') || hasModuleClass(el, 'member'))) return [apiLine(el, ctx)];
  if (el.name === 'div' && hasModuleClass(el, 'deprecationNote')) return [deprecationOf(el, ctx)];
  return undefined;
}

/**
 * An admonition as a blockquote opened by its kind, as GitHub and most
 * Markdown readers show them: `> **Note:** …`. A custom title follows the kind.
 */
function admonitionOf(el: Element, ctx: ConvertContext): BlockContent {
  const kind = classList(el)
    .find((c) => c.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const label = (kind && ADMONITION_LABELS[kind]) ?? (kind ? kind[0].toUpperCase() + kind.slice(1) : 'Note');
  const headingEl = findDescendant(el, (child) => hasModuleClass(child, 'admonitionHeading'));
  const heading = headingEl ? visibleText(headingEl) : '';
  const contentEl = findDescendant(el, (child) => hasModuleClass(child, 'admonitionContent'));
  const children = blocks(contentEl ? contentEl.children : el.children.filter((child) => child !== headingEl), ctx);
  const customTitle = heading && heading.toLowerCase() !== (kind ?? '').toLowerCase() ? heading : '';
  const first = children[0];
  if (!customTitle && first?.type === 'paragraph') {
    first.children = [strong([text(`${label}:`)]), text(' '), ...first.children];
  } else {
    children.unshift(paragraph([strong([text(customTitle ? `${label}: ${customTitle}` : `${label}:`)])]));
  }
  return { type: 'blockquote', children };
}

/** Tabs as sections: each tab's label a heading one level below the section they sit in. */
function tabsOf(el: Element, ctx: ConvertContext): BlockContent[] {
  const labels = findAllDescendants(el, (child) => child.attribs.role === 'tab').map(visibleText);
  const panels = findAllDescendants(el, (child) => child.attribs.role === 'tabpanel');
  const depth = Math.min(6, Math.max(2, ctx.headingDepth + 1)) as Heading['depth'];
  const out: BlockContent[] = [];
  panels.forEach((panel, i) => {
    out.push({ type: 'heading', depth, children: [text(labels[i] ?? `Tab ${i + 1}`)] });
    out.push(...blocks(panel.children, ctx));
  });
  // Headings inside a panel must not push the next tab's heading deeper.
  ctx.headingDepth = depth - 1;
  return out;
}

/** `<details>`: the summary in bold, then what it hides, shown. */
function detailsOf(el: Element, ctx: ConvertContext): BlockContent[] {
  const summary = childElements(el).find((child) => child.name === 'summary');
  const title = summary ? tidyPhrasing(phrasing(summary.children, ctx)) : [];
  const rest = el.children.filter((child) => child !== summary);
  return [paragraph([strong(hasContent(title) ? title : [text('Details')])]), ...blocks(rest, ctx)];
}

/**
 * `ApiDeclaration` (kind, package and version, source link, status) and
 * `ApiMember` (kind, modifiers, type, default, status) are one line of labelled
 * parts: written as one paragraph, parts separated by ` · `, the kind in italics.
 */
function apiLine(el: Element, ctx: ConvertContext): Paragraph {
  const parts: PhrasingContent[][] = [];
  for (const child of childElements(el)) {
    if (isChrome(child)) continue;
    const content = tidyPhrasing(phrasingOf(child, ctx));
    if (!hasContent(content)) continue;
    const isKind = parts.length === 0 && hasClass(child, 'badge');
    parts.push(isKind ? [{ type: 'emphasis', children: content }] : content);
  }
  return paragraph(parts.flatMap((part, i) => (i === 0 ? part : [text(' · '), ...part])));
}

/** `ApiDeprecation`: a blockquote opened by **Deprecated:**, like an admonition. */
function deprecationOf(el: Element, ctx: ConvertContext): BlockContent {
  const rest = el.children.filter((child) => !(isTag(child) && child.name === 'strong' && /^deprecated:?$/i.test(visibleText(child))));
  const children = blocks(rest, ctx);
  const first = children[0];
  if (first?.type === 'paragraph') first.children = [strong([text('Deprecated:')]), text(' '), ...first.children];
  else children.unshift(paragraph([strong([text('Deprecated:')])]));
  return { type: 'blockquote', children };
}

/**
 * A GFM table. A cell holds one line in GFM, so block content in a cell (a
 * paragraph, a line break) runs on with spaces; every row gets as many cells
 * as the widest.
 */
function tableOf(el: Element, ctx: ConvertContext): Table {
  const rows = findAllDescendants(el, (child) => child.name === 'tr');
  const cellsOf = (row: Element) => childElements(row).filter((cell) => cell.name === 'td' || cell.name === 'th');
  const width = Math.max(1, ...rows.map((row) => cellsOf(row).length));
  const align: Table['align'] = Array.from({ length: width }, () => null);
  const children: TableRow[] = rows.map((row) => {
    const cells: TableCell[] = cellsOf(row).map((cell, i) => {
      const style = /text-align:\s*(left|right|center)/.exec(cell.attribs.style ?? '')?.[1] ?? cell.attribs.align;
      if (row === rows[0] && (style === 'left' || style === 'right' || style === 'center')) align[i] = style;
      return { type: 'tableCell', children: oneLine(tidyPhrasing(phrasing(cell.children, ctx))) };
    });
    while (cells.length < width) cells.push({ type: 'tableCell', children: [] });
    return { type: 'tableRow', children: cells };
  });
  if (children.length === 0) children.push({ type: 'tableRow', children: Array.from({ length: width }, () => ({ type: 'tableCell', children: [] })) });
  return { type: 'table', align, children };
}

/** Line breaks become spaces, recursively. */
function oneLine(nodes: PhrasingContent[]): PhrasingContent[] {
  return tidyPhrasing(
    nodes.map((node): PhrasingContent => {
      if (node.type === 'break') return text(' ');
      if (node.type === 'inlineCode') return { ...node, value: node.value.replace(/\n/g, ' ') };
      if ('children' in node) return { ...node, children: oneLine(node.children as PhrasingContent[]) } as PhrasingContent;
      return node;
    }),
  );
}

/** Converts an element's content (an article's markdown body) to mdast blocks. */
export function convertBody(root: Element, ctx: ConvertContext): RootContent[] {
  return blocks(root.children, ctx);
}
