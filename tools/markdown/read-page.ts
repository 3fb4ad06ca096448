import { readFileSync } from 'node:fs';
import matter from 'gray-matter';

/** An authored page split into front matter and body, with line numbers kept. */
export interface Page {
  /** Path relative to the repository root, as errors print it. */
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based line in the file where `body` starts. */
  bodyLine: number;
}

export function parsePage(file: string, source: string): Page {
  const parsed = matter(source);
  const bodyStart = source.length - parsed.content.length;
  return {
    file,
    frontMatter: parsed.data,
    body: parsed.content,
    bodyLine: source.slice(0, bodyStart).split('\n').length,
  };
}

export function readPage(root: string, file: string): Page {
  return parsePage(file, readFileSync(`${root}/${file}`, 'utf8'));
}
