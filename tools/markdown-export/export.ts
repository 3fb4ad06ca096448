import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ExportedPage, planLlmsFiles } from './llms-plan';
import { FULL_FILE, fileSize, fullText, INDEX_FILE, llmsIndex, sectionFileText } from './llms-txt';
import type { OutlineSection } from './outline';
import { pageMarkdown } from './page-markdown';
import { isNoIndex } from '../built-html/robots';
import { builtFileOf, isContentRoute, markdownPathOf, routeKey } from './routes';
import { estimateTokens } from './tokens';

export interface ExportOptions {
  buildDir: string;
  /** `siteConfig.url`, without a trailing slash: every link and listed address starts with it. */
  siteUrl: string;
  siteTitle: string;
  /** The site's routes; those that are not content (404, search, test fixtures) are left out here. */
  routes: string[];
  /** Sidebar order and sections (outline.ts). */
  sections: OutlineSection[];
  /** The llms files' summary when the home page has no description. */
  fallbackSummary?: string;
}

/** What an export wrote, to print after a build. */
export interface ExportFigures {
  pages: number;
  /** Content routes with no built HTML page, or no `<article>`/`<main>` to read. */
  skipped: string[];
  markdownBytes: number;
  llmsBytes: number;
  /** The files of full text, one per section, in the order llms.txt lists them. */
  sectionFiles: { name: string; pages: number; bytes: number; tokens: number }[];
  fullBytes: number;
  fullPages: number;
  seconds: number;
}

/**
 * Writes the Markdown of every content page beside its HTML (routes.ts says
 * where), then at the root of the build one `llms-*.txt` file of full text per
 * section (llms-plan.ts decides them), `llms-full.txt`, and `llms.txt`, which
 * lists them with their sizes. The only module of the export that writes files.
 */
export function exportMarkdown({ buildDir, siteUrl, siteTitle, routes, sections, fallbackSummary }: ExportOptions): ExportFigures {
  const started = performance.now();
  const site = siteUrl.replace(/\/+$/, '');
  const unique = [...new Map(routes.filter(isContentRoute).map((route) => [routeKey(route), route])).values()].sort();
  const pages: ExportedPage[] = [];
  const skipped: string[] = [];
  let markdownBytes = 0;
  for (const route of unique) {
    const file = builtFileOf(buildDir, route);
    const url = `${site}${route}`;
    const html = file ? readFileSync(file, 'utf8') : undefined;
    const converted = html ? pageMarkdown(html, url, siteTitle) : undefined;
    if (!converted) {
      skipped.push(route);
      continue;
    }
    const markdownPath = markdownPathOf(route);
    const target = path.join(buildDir, markdownPath);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, converted.markdown);
    markdownBytes += Buffer.byteLength(converted.markdown);
    // Its Markdown is written (Copy page works there too), but a noindex page is listed nowhere.
    if (!isNoIndex(html!)) pages.push({ route, url, markdownUrl: `${site}${markdownPath}`, ...converted });
  }

  const home = pages.find((page) => page.route === '/');
  const summary = { title: siteTitle, summary: home?.description ?? fallbackSummary ?? siteTitle, siteUrl: site };
  const plan = planLlmsFiles(sections, pages);
  const tokens = new Map<string, number>();
  const sectionFiles = plan.files.map((file) => {
    const text = sectionFileText(summary, file);
    writeFileSync(path.join(buildDir, file.name), text);
    tokens.set(file.name, estimateTokens(text));
    return { name: file.name, pages: file.pages.length, bytes: Buffer.byteLength(text), tokens: tokens.get(file.name)! };
  });
  const full = fullText(summary, plan);
  writeFileSync(path.join(buildDir, FULL_FILE), full);
  tokens.set(FULL_FILE, estimateTokens(full));
  const index = llmsIndex(summary, plan, (name) => tokens.get(name) ?? 0);
  writeFileSync(path.join(buildDir, INDEX_FILE), index);
  return {
    pages: pages.length,
    skipped,
    markdownBytes,
    llmsBytes: Buffer.byteLength(index),
    sectionFiles,
    fullBytes: Buffer.byteLength(full),
    fullPages: plan.allPages.length,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One line for the build log. */
export function describeExport(figures: ExportFigures): string {
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);
  const rate = figures.seconds > 0 ? Math.round(figures.pages / figures.seconds) : figures.pages;
  const skipped = figures.skipped.length > 0 ? `; skipped ${figures.skipped.length} (${figures.skipped.slice(0, 5).join(', ')})` : '';
  const largest = [...figures.sectionFiles].sort((a, b) => b.tokens - a.tokens)[0];
  const files = `${figures.sectionFiles.length} section files${largest ? ` (largest ${largest.name}: ${fileSize(largest.pages, largest.tokens)})` : ''}`;
  return `[markdown] ${figures.pages} pages as Markdown (${size(figures.markdownBytes)}), ${INDEX_FILE} ${size(figures.llmsBytes)}, ${files}, ${FULL_FILE} ${size(figures.fullBytes)} (${figures.fullPages} pages) in ${figures.seconds.toFixed(1)} s, ${rate} pages/s${skipped}`;
}
