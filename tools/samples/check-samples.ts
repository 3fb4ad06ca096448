import path from 'node:path';
import type { Page } from '../markdown/read-page';
import type { SchemaSdl } from '../reference/inputs/graphql-schemas';
import { checkGraphql } from './check-graphql';
import { checkTypeScript, isDashboardCode } from './check-typescript';
import { ensureInstalled } from '../screenshots/install';
import { ensureSampleDeclarations, sampleDeclarationsDir } from './sample-packages';
import { type SampleBlock, type SampleError, type SampleLanguage, missingReasons, sampleBlocksOf } from './sample-blocks';

export interface LanguageTotals {
  blocks: number;
  checked: number;
  passed: number;
  noCheck: number;
}

export interface SamplesResult {
  errors: SampleError[];
  totals: Record<SampleLanguage, LanguageTotals>;
  /** no-check blocks per page, with their reasons. */
  noCheck: Map<string, string[]>;
}

export interface CheckSamplesInput {
  root: string;
  pages: Page[];
  /** Loaded only when a page has a GraphQL block to check. */
  loadSchemas: () => Promise<SchemaSdl>;
}

const ADMIN_UI_IMPORT = /from\s+['"](@vendure\/(admin-ui|ui-devkit)(?![\w-])|@angular\/|rxjs)/;

function totalsFor(blocks: SampleBlock[], errors: SampleError[]): LanguageTotals {
  const checked = blocks.filter((block) => block.noCheck === undefined);
  const failing = new Set(errors.map((error) => `${error.file}:${error.line}`));
  // A block fails when any error points at one of its lines.
  const passed = checked.filter((block) => {
    const lines = block.code.split('\n').length;
    for (let i = -1; i < lines; i++) if (failing.has(`${block.file}:${block.line + i}`)) return false;
    return true;
  });
  return { blocks: blocks.length, checked: checked.length, passed: passed.length, noCheck: blocks.length - checked.length };
}

/**
 * Dashboard samples compile against the screenshot tool's install of
 * `@vendure/dashboard` (React, TanStack, Lingui… come with it), so none of
 * that enters the site's own install; it is installed on first need.
 */
function dashboardInstall(root: string, blocks: SampleBlock[]): { samplesDir: string; packageDir: string } | undefined {
  if (!blocks.some(isDashboardCode)) return undefined;
  const toolDir = path.join(root, 'tools', 'screenshots');
  ensureInstalled(toolDir, (message) => console.log(message));
  return { samplesDir: path.join(toolDir, '.samples'), packageDir: path.join(toolDir, 'node_modules', '@vendure', 'dashboard') };
}

/** Extracts every sample block from the pages and checks the ones not marked no-check. */
export async function checkSamples({ root, pages, loadSchemas }: CheckSamplesInput): Promise<SamplesResult> {
  const blocks = pages.flatMap(sampleBlocksOf);
  const pageScoped = new Set(pages.filter((page) => page.frontMatter.sample_scope === 'page').map((page) => page.file));
  const of = (language: SampleLanguage) => blocks.filter((block) => block.language === language);
  const checkable = (language: SampleLanguage) => of(language).filter((block) => block.noCheck === undefined);

  const tsBlocks = checkable('typescript');
  // Fetching the Admin UI and Angular declarations needs the registry once: only when a block imports them.
  const uiSamplesDir = tsBlocks.some((block) => ADMIN_UI_IMPORT.test(block.code))
    ? ensureSampleDeclarations(root)
    : path.join(sampleDeclarationsDir(root), '.samples');
  const tsErrors = checkTypeScript(tsBlocks, { root, samplesDir: path.join(root, '.samples'), uiSamplesDir, pageScoped, dashboard: dashboardInstall(root, tsBlocks) });
  const gqlBlocks = checkable('graphql');
  const gqlErrors = gqlBlocks.length > 0 ? checkGraphql(gqlBlocks, await loadSchemas()) : [];

  const noCheck = new Map<string, string[]>();
  for (const block of blocks.filter((b) => b.noCheck !== undefined)) {
    noCheck.set(block.file, [...(noCheck.get(block.file) ?? []), block.noCheck || '(no reason given)']);
  }
  const errors = [...missingReasons(blocks), ...tsErrors, ...gqlErrors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
  return {
    errors,
    totals: { typescript: totalsFor(of('typescript'), tsErrors), graphql: totalsFor(of('graphql'), gqlErrors) },
    noCheck,
  };
}
