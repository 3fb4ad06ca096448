/** A fenced code block as it appears in a Markdown/MDX file. */
export interface FencedBlock {
  /** First word of the info string (`ts`, `graphql`, …), lower-cased; '' when absent. */
  lang: string;
  /** The rest of the info string. */
  meta: string;
  /** The code, with the fence's indentation removed. */
  code: string;
  /** 1-based line of the opening fence in the file. */
  fenceLine: number;
  /** The closest non-blank line above the fence, trimmed ('' at the top of the body). */
  lineAbove: string;
}

const OPENER = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/;

/**
 * Finds fenced code blocks line by line, as CommonMark does: a closer uses the
 * opener's character at least as many times. Indented fences are accepted
 * because MDX pages nest them inside JSX such as `<TabItem>`.
 */
export function findFencedBlocks(source: string, firstLine = 1): FencedBlock[] {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  let lineAbove = '';
  for (let i = 0; i < lines.length; i++) {
    const open = OPENER.exec(lines[i]);
    if (!open) {
      if (lines[i].trim() !== '') lineAbove = lines[i].trim();
      continue;
    }
    const [, indent, fence, info] = open;
    const closer = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closer.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j++;
    }
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    blocks.push({
      lang: lang.toLowerCase(),
      meta: rest.join(' '),
      code: body.join('\n'),
      fenceLine: firstLine + i,
      lineAbove,
    });
    lineAbove = '';
    i = j;
  }
  return blocks;
}

/** The source with every fenced block blanked out (line count kept), for prose checks. */
export function withoutFencedBlocks(source: string): string {
  const lines = source.split('\n');
  for (const block of findFencedBlocks(source)) {
    const start = block.fenceLine - 1;
    const end = Math.min(lines.length - 1, start + block.code.split('\n').length + 1);
    for (let k = start; k <= end; k++) lines[k] = '';
  }
  return lines.join('\n');
}
