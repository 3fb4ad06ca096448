import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { type CompactItem, compactSidebar, expandSidebar, expandVersion } from './compact-sidebar';

// As the docs plugin makes them, with the optional fields it leaves undefined.
const link = (label: string, href: string) => ({ type: 'link' as const, label, href, className: undefined, customProps: undefined });
const category = (label: string, items: PropSidebar, extra: object = {}) => ({ type: 'category' as const, label, collapsible: true, collapsed: true, items, ...extra });

/** The shapes the reference sidebar has, and the ones the compact form must keep whole. */
const SIDEBAR: PropSidebar = [
  link('Overview', '/reference/'),
  category(
    'TypeScript API',
    [
      category('Entities', [link('ProductVariant', '/reference/typescript-api/entities/product-variant'), link('HTTPClient', '/reference/typescript-api/entities/http-client'), link('Money', '/reference/typescript-api/entities/money-type')], { href: '/reference/typescript-api/entities/' }),
      link('Elsewhere', '/guides/core-concepts/orders'),
      link('Odd', '/reference/typescript-api//odd'),
      link('vendure.io', 'https://vendure.io'),
      link('Relative', 'relative/page'),
    ],
    { href: '/reference/typescript-api/', className: 'sidebar-item--one-line' },
  ),
  category('Object types', [link('A', '/reference/graphql-api/admin/object-types/a')], { href: '/reference/graphql-api/admin/object-types', collapsed: false }),
  category('No link', [link('Child', '/reference/child')]),
  { type: 'category', label: 'Fixed', collapsible: false, collapsed: false, items: [link('Kept', '/kept')] },
  { ...link('Styled', '/reference/styled'), className: 'special' },
  { type: 'link', label: 'vendure.io', href: 'https://vendure.io', unlisted: true },
  { type: 'html', value: '<hr>' },
];

describe('compact sidebars', () => {
  it('expand to exactly the sidebar they were made from, as the browser receives it (JSON)', () => {
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    assert.deepEqual(expandSidebar(asJson(compactSidebar(SIDEBAR)) as CompactItem[]), asJson(SIDEBAR));
  });

  it('write a link that is its parent path plus the slug of its label as the label alone', () => {
    const [, typescript] = compactSidebar(SIDEBAR) as [unknown, { i: [{ i: unknown[] }, ...unknown[]] }];
    assert.deepEqual(typescript.i[0].i, ['ProductVariant', 'HTTPClient', ['Money', 'money-type']]);
    assert.equal((typescript as { c?: string }).c, 'sidebar-item--one-line');
    assert.deepEqual(typescript.i.slice(1), [
      ['Elsewhere', '/guides/core-concepts/orders'],
      ['Odd', '/reference/typescript-api//odd'],
      ['vendure.io', 'https://vendure.io'],
      link('Relative', 'relative/page'),
    ]);
  });

  it('keep items of other shapes whole', () => {
    const compact = compactSidebar(SIDEBAR);
    assert.deepEqual(compact.slice(4), SIDEBAR.slice(4));
  });

  it('expand a version once: the same version object gives the same expanded version, as every page of it renders with', () => {
    const version = { name: 'current', docsSidebars: { reference: compactSidebar(SIDEBAR) } };
    const expanded = expandVersion<{ name: string; docsSidebars: Record<string, PropSidebar> }>(version);
    assert.deepEqual(JSON.parse(JSON.stringify(expanded.docsSidebars.reference)), JSON.parse(JSON.stringify(SIDEBAR)));
    assert.equal(expandVersion(version), expanded);
    assert.notEqual(expandVersion({ ...version }), expanded);
  });
});
