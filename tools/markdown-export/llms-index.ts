/**
 * Reads llms.txt and the files it links back, as a reader of the llmstxt.org
 * format would: for the post-build check (check-build.ts), which must find
 * what the written files say rather than what the export meant to write.
 */

/** An entry of a file list: `- [name](url): note`. */
export interface IndexLink {
  name: string;
  url: string;
  note: string;
}

export interface ParsedIndex {
  /** The H1, without `# `; undefined when the file does not open with one. */
  title?: string;
  /** The blockquote right after the H1. */
  summary?: string;
  /** Each `## section` and the links of its list, in order. */
  sections: { title: string; links: IndexLink[] }[];
}

const LINK = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/;

export function parseLlmsIndex(text: string): ParsedIndex {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const title = /^# (\S.*)$/.exec(lines[0] ?? '')?.[1];
  const quote = lines.findIndex((line, i) => i > 0 && line.trim() !== '');
  const summary = quote > 0 && lines[quote].startsWith('> ') ? lines[quote].slice(2) : undefined;
  const sections: ParsedIndex['sections'] = [];
  for (const line of lines) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      sections.push({ title: heading[1].trim(), links: [] });
      continue;
    }
    const link = LINK.exec(line);
    if (link && sections.length > 0) sections[sections.length - 1].links.push({ name: link[1].replace(/\\(.)/g, '$1'), url: link[2], note: link[3] ?? '' });
  }
  return { title, summary, sections };
}

/** The addresses of the pages a file of full text holds: each page's `Source:` line. */
export function sourcesOf(text: string): string[] {
  return [...text.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
}
