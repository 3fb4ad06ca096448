import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface TransferFigures {
  html: number;
  js: number;
  css: number;
  other: number;
  total: number;
}

type Kind = keyof Omit<TransferFigures, 'total'>;

function kindOf(resourceType: string): Kind {
  switch (resourceType) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    default:
      return 'other';
  }
}

/**
 * Loads a page in a fresh browser context (cold cache) and sums the gzip size
 * of every response it fetched until the network went idle, leaving out
 * prefetches of other pages' code (`<link rel=prefetch>`, which Docusaurus
 * adds for links in view): they are not part of this page's load. Each body
 * is gzipped here as a CDN would serve it.
 */
export async function measureTransfer(browser: Browser, url: string): Promise<TransferFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const figures: TransferFigures = { html: 0, js: 0, css: 0, other: 0, total: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().headers()['sec-purpose']?.startsWith('prefetch')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const size = gzipSync(body).length;
          figures[kindOf(response.request().resourceType())] += size;
          figures.total += size;
        })
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return figures;
}
