import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ExportedPage, FULL_FILE, INDEX_FILE, llmsBundles, llmsTxt, REFERENCE_FILE } from './llms-txt';
import type { OutlineSection } from './outline';
import { pageMarkdown } from './page-markdown';
import { isNoIndex } from '../built-html/robots';
import { builtFileOf, isContentRoute, markdownPathOf, routeKey } from './routes';

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
  fullBytes: number;
  fullPages: number;
  referenceBytes: number;
  referencePages: number;
  seconds: number;
}

/**
 * Writes the Markdown of every content page beside its HTML (routes.ts says
 * where), then `llms.txt`, `llms-full.txt` and `llms-reference.txt` at the
 * root of the build. The only module of the export that writes files.
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
  const index = llmsTxt(summary, sections, pages);
  const { full, reference, fullPages, referencePages } = llmsBundles(summary, sections, pages);
  writeFileSync(path.join(buildDir, INDEX_FILE), index);
  writeFileSync(path.join(buildDir, FULL_FILE), full);
  writeFileSync(path.join(buildDir, REFERENCE_FILE), reference);
  return {
    pages: pages.length,
    skipped,
    markdownBytes,
    llmsBytes: Buffer.byteLength(index),
    fullBytes: Buffer.byteLength(full),
    fullPages,
    referenceBytes: Buffer.byteLength(reference),
    referencePages,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One line for the build log. */
export function describeExport(figures: ExportFigures): string {
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);
  const rate = figures.seconds > 0 ? Math.round(figures.pages / figures.seconds) : figures.pages;
  const skipped = figures.skipped.length > 0 ? `; skipped ${figures.skipped.length} (${figures.skipped.slice(0, 5).join(', ')})` : '';
  return `[markdown] ${figures.pages} pages as Markdown (${size(figures.markdownBytes)}), ${INDEX_FILE} ${size(figures.llmsBytes)}, ${FULL_FILE} ${size(figures.fullBytes)} (${figures.fullPages} pages), ${REFERENCE_FILE} ${size(figures.referenceBytes)} (${figures.referencePages} pages) in ${figures.seconds.toFixed(1)} s, ${rate} pages/s${skipped}`;
}
