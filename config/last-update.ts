import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';

/**
 * Docusaurus 3.7 reads "last updated" dates from `git log` and aborts the build
 * when the site is not a git work tree with commits (a tarball, `git archive`
 * output). We detect that once and then give every doc an explicit
 * `last_update.date` instead, so the build never calls git for it.
 */
export function hasGitHistory(dir: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd: dir, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The fallback date is the file's modification time: `git archive` and most
 * tarball tools set it to the commit time, so it stays meaningful.
 */
export function fileDate(filePath: string): string {
  return statSync(filePath).mtime.toISOString();
}

interface LastUpdateFallbackOptions {
  /** Only files under this folder are docs; other Markdown is left untouched. */
  docsDir: string;
  gitHistory: boolean;
  /**
   * Each tracked doc's last commit date (config/git-dates.ts), read once for
   * the whole folder, so Docusaurus never runs git per page; a doc git does
   * not track yet gets its file date. Without it, Docusaurus asks git.
   */
  commitDates?: ReadonlyMap<string, string>;
  dateOf?: (filePath: string) => string;
}

/** Wraps front-matter parsing so docs get a fallback `last_update.date` when git history is missing, and generated docs always. */
export function withLastUpdateFallback({
  docsDir,
  gitHistory,
  commitDates,
  dateOf = fileDate,
}: LastUpdateFallbackOptions): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const isDoc = !path.relative(docsDir, params.filePath).startsWith('..');
    // Generated reference pages are not in git; they show their package version
    // instead of a date (src/theme/LastUpdated), so git is never asked about them.
    const generated = typeof result.frontMatter.generated_from === 'string';
    if ((gitHistory && !generated && !commitDates) || !isDoc) {
      return result;
    }
    const lastUpdate = (result.frontMatter.last_update ?? {}) as { date?: unknown; author?: unknown };
    if (lastUpdate.date === undefined) {
      const committed = gitHistory && !generated ? commitDates?.get(params.filePath) : undefined;
      result.frontMatter.last_update = { ...lastUpdate, date: committed ?? dateOf(params.filePath) };
    }
    return result;
  };
}
