import type { BlockContent, Code, Heading, List, Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast';

/**
 * mdast → CommonMark with GFM tables, for the node kinds html-to-mdast makes.
 *
 * Written here rather than with mdast-util-to-markdown: on the ~840 pages of a
 * build that package took 2–4 s (its generic escaping runs a list of unsafe
 * patterns over every text), more than the rest of the export together, and
 * the build may not grow by more than a few seconds. The escaping below is the
 * part that matters: text that Markdown would read as syntax gets a backslash,
 * and nothing else does, so the output stays readable as plain text.
 */

interface InlineOptions {
  /** In a table cell, where `|` ends the cell even inside code. */
  table?: boolean;
}

/** Characters that start or end inline syntax anywhere in a line. */
function escapeText(value: string, options: InlineOptions): string {
  let out = value.replace(/[\\`*[\]]/g, '\\$&');
  // `<` only where it could open an autolink or HTML; `&` only where it could start a character reference.
  out = out.replace(/<(?=[A-Za-z/!?])/g, '\\<').replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
  // `_` is emphasis only at a word's edge; inside snake_case it is a letter.
  out = out.replace(/_/g, (match, offset: number, whole: string) => (/[A-Za-z0-9]/.test(whole[offset - 1] ?? '') && /[A-Za-z0-9]/.test(whole[offset + 1] ?? '') ? match : '\\_'));
  // GFM strikes through text between tildes; a lone one (`~50k`) is just a tilde.
  if (/~[^]*~/.test(out)) out = out.replace(/~/g, '\\~');
  if (options.table) out = out.replace(/\|/g, '\\|');
  return out;
}

/**
 * What a line may not start with, lest it become a heading, quote, list item
 * or thematic break. Applied to each line of a paragraph, after inline
 * serialization: inline syntax never starts with these characters.
 */
function escapeLineStarts(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^(#{1,6})(?=[ \t]|$)/, '\\$1')
        .replace(/^>/, '\\>')
        .replace(/^([-+])(?=[ \t]|$)/, '\\$1')
        .replace(/^([-=])(?=[-=]*[ \t]*$)/, '\\$1')
        .replace(/^(\d{1,9})([.)])(?=[ \t]|$)/, '$1\\$2'),
    )
    .join('\n');
}

function inlineCode(value: string, options: InlineOptions): string {
  let fence = '`';
  while (new RegExp(`(^|[^\`])${fence}([^\`]|$)`).test(value)) fence += '`';
  const padded = /^`|`$/.test(value) || (/^ .*[^ ].* $/.test(value) && value.length > 2) ? ` ${value} ` : value;
  // GFM reads `|` as a cell border even in code; `\|` keeps it in the code.
  return fence + (options.table ? padded.replace(/\|/g, '\\|') : padded) + fence;
}

function destination(url: string): string {
  // Spaces, parentheses and angle brackets would end or break the destination.
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function linkTitle(title: string | null | undefined): string {
  return title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
}

/** Phrasing content as one string; line breaks as a backslash and newline. */
export function inline(nodes: PhrasingContent[], options: InlineOptions = {}): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out += escapeText(node.value, options);
        break;
      case 'strong':
        out += `**${inline(node.children, options)}**`;
        break;
      case 'emphasis':
        out += `*${inline(node.children, options)}*`;
        break;
      case 'delete':
        out += `~~${inline(node.children, options)}~~`;
        break;
      case 'inlineCode':
        out += inlineCode(node.value, options);
        break;
      case 'link':
        out += `[${inline(node.children, options)}](${destination(node.url)}${linkTitle(node.title)})`;
        break;
      case 'image':
        out += `![${(node.alt ?? '').replace(/[\\[\]]/g, '\\$&')}](${destination(node.url)}${linkTitle(node.title)})`;
        break;
      case 'break':
        out += options.table ? ' ' : '\\\n';
        break;
      default:
        // Other phrasing kinds (footnote references, HTML) are never made by html-to-mdast.
        break;
    }
  }
  return out;
}

function heading(node: Heading): string {
  // No line breaks in an ATX heading; a closing run of `#` would be read as the heading's end marker.
  const text = inline(node.children).replace(/\\\n/g, ' ').replace(/( )(#+)$/, '$1\\$2');
  return `${'#'.repeat(node.depth)} ${text}`;
}

function code(node: Code): string {
  const longest = Math.max(0, ...(node.value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = [node.lang, node.meta].filter(Boolean).join(' ');
  return `${fence}${info}\n${node.value}${node.value ? '\n' : ''}${fence}`;
}

function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first + line : line ? rest + line : ''))
    .join('\n');
}

function list(node: List, alternate: boolean): string {
  const start = node.start ?? 1;
  return node.children
    .map((item, i) => {
      const marker = node.ordered ? `${start + i}${alternate ? ')' : '.'}` : alternate ? '*' : '-';
      const content = flow(item.children, item.spread ? '\n\n' : '\n');
      if (!content) return marker;
      const checkbox = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
      return indent(checkbox + content, `${marker} `, ' '.repeat(marker.length + 1));
    })
    .join(node.spread ? '\n\n' : '\n');
}

function table(node: Table): string {
  const rows = node.children.map((row) => row.children.map((cell) => inline(cell.children, { table: true })));
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const delimiter = Array.from({ length: width }, (_, i) => {
    const align = node.align?.[i];
    return align === 'left' ? ':--' : align === 'right' ? '--:' : align === 'center' ? ':-:' : '---';
  });
  return [line(rows[0] ?? []), `| ${delimiter.join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
}

function block(node: RootContent, previous: RootContent | undefined): string {
  switch (node.type) {
    case 'heading':
      return heading(node);
    case 'paragraph':
      return escapeLineStarts(inline(node.children));
    case 'code':
      return code(node);
    case 'blockquote':
      return indent(flow(node.children, '\n\n'), '> ', '> ').replace(/^$/gm, '>');
    case 'list':
      // Two lists in a row with the same marker would read as one: the second takes the other marker.
      return list(node, previous?.type === 'list' && previous.ordered === node.ordered);
    case 'table':
      return table(node);
    case 'thematicBreak':
      return '---';
    default:
      return 'children' in node ? flow(node.children as RootContent[], '\n\n') : 'value' in node ? String(node.value) : '';
  }
}

/** Blocks one after another, separated by `separator` (a blank line, or a newline in a tight list item). */
function flow(nodes: (RootContent | BlockContent)[], separator: string): string {
  let out = '';
  let previous: RootContent | undefined;
  for (const node of nodes) {
    const text = block(node, previous);
    if (!text) continue;
    // Only a list starting at 1 may interrupt a paragraph: any other needs a blank line before it.
    const interrupts = previous?.type === 'paragraph' && node.type === 'list' && node.ordered && (node.start ?? 1) !== 1;
    out += (out ? (interrupts ? '\n\n' : separator) : '') + text;
    previous = node;
  }
  return out;
}

/** An mdast tree as CommonMark (with GFM tables), ending with one newline. */
export function serialize(root: Root | Nodes): string {
  const text = root.type === 'root' ? flow(root.children, '\n\n') : block(root as RootContent, undefined);
  return text ? `${text}\n` : '';
}
