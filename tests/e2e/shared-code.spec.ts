import { parse } from 'acorn';
import type { Node } from 'acorn';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * The modules a code chunk defines: the keys of the module table a chunk hands
 * the bundler's runtime (`self.webpackChunk….push([[names], {id(…) {…}, …}])`).
 */
function modulesOf(source: string): string[] {
  const ids: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node & { callee?: { type: string; property?: { name?: string } }; arguments?: Node[] };
    if (n.type === 'CallExpression' && n.callee?.type === 'MemberExpression' && n.callee.property?.name === 'push') {
      const [chunk] = n.arguments ?? [];
      const table = chunk?.type === 'ArrayExpression' ? (chunk as Node & { elements: Node[] }).elements[1] : undefined;
      if (table?.type === 'ObjectExpression') {
        for (const property of (table as Node & { properties: { key: { value?: unknown; name?: string } }[] }).properties) ids.push(String(property.key.value ?? property.key.name));
        return;
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') (Array.isArray(value) ? value : [value]).forEach(visit);
  };
  visit(parse(source, { ecmaVersion: 'latest' }));
  return ids;
}

/** The code chunks a first load of `url` fetches (not the prefetches for other pages), by file name, with the modules each defines. */
async function firstLoadChunks(page: Page, url: string): Promise<Map<string, string[]>> {
  const bodies: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.request().headers()['sec-purpose']?.startsWith('prefetch')) return;
    bodies.push(response.text().then((text) => [new URL(response.url()).pathname.split('/').pop()!, text]));
  });
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return new Map((await Promise.all(bodies)).map(([file, text]) => [file, modulesOf(text)]));
}

// The reference's components come in a chunk of their own, which guide and User Guide pages do not download.
const PAGES = [
  { url: '/guides/core-concepts/orders', apiComponents: 0 },
  { url: '/reference/typescript-api/entities/product-variant', apiComponents: 1 },
  { url: '/user-guide/', apiComponents: 0 },
];

for (const { url, apiComponents } of PAGES) {
  test(`${url} downloads each module of its code once, and the reference's components only on a reference page`, async ({ page }) => {
    const chunks = await firstLoadChunks(page, url);
    const definedIn = new Map<string, string[]>();
    for (const [file, ids] of chunks) for (const id of ids) definedIn.set(id, [...(definedIn.get(id) ?? []), file]);
    expect(chunks.size).toBeGreaterThan(3);
    expect([...definedIn].filter(([, files]) => files.length > 1).map(([id, files]) => `module ${id} in ${files.join(', ')}`)).toEqual([]);
    expect([...chunks.keys()].filter((file) => file.startsWith('api-components.'))).toHaveLength(apiComponents);
  });
}
