import { parseBlockMeta, noCheckReason } from '../markdown/block-meta';
import { findFencedBlocks } from '../markdown/fences';
import type { Page } from '../markdown/read-page';

export type SampleLanguage = 'typescript' | 'graphql';

const LANGUAGES: Record<string, SampleLanguage> = {
  ts: 'typescript',
  tsx: 'typescript',
  typescript: 'typescript',
  graphql: 'graphql',
  gql: 'graphql',
};

/** A code block the checker is responsible for. */
export interface SampleBlock {
  file: string;
  /** 1-based line of the block's first code line in the Markdown file. */
  line: number;
  language: SampleLanguage;
  /** `tsx` blocks need JSX enabled. */
  jsx: boolean;
  title?: string;
  code: string;
  /** Set when the block is marked `no-check`; '' when the reason comment is missing. */
  noCheck?: string;
}

/** A problem, pointing into the Markdown file. */
export interface SampleError {
  file: string;
  line: number;
  message: string;
}

/** The TypeScript and GraphQL blocks of one page, in page order. */
export function sampleBlocksOf(page: Page): SampleBlock[] {
  return findFencedBlocks(page.body, page.bodyLine).flatMap((fenced) => {
    const language = LANGUAGES[fenced.lang];
    if (!language) return [];
    const meta = parseBlockMeta(fenced.meta);
    return [
      {
        file: page.file,
        line: fenced.fenceLine + 1,
        language,
        jsx: fenced.lang === 'tsx',
        title: meta.title,
        code: fenced.code,
        noCheck: meta.flags.has('no-check') ? (noCheckReason(fenced.lineAbove) ?? '') : undefined,
      },
    ];
  });
}

/** no-check blocks without a reason comment are errors: the count must stay honest. */
export function missingReasons(blocks: SampleBlock[]): SampleError[] {
  return blocks
    .filter((block) => block.noCheck === '')
    .map((block) => ({
      file: block.file,
      line: block.line - 1,
      message: 'no-check block without a reason: put `{/* no-check: why */}` on the line above the fence',
    }));
}
