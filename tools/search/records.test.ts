import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { extractRecords } from './records';

const url = 'https://docs.vendure.io/guides/core-concepts/orders';
const html = readFileSync(path.join(__dirname, '__fixtures__/doc-page.html'), 'utf8');

describe('extractRecords', () => {
  const records = extractRecords(html, url, 'Vendure Docs');
  const brief = records.map((r) => [r.type, r['hierarchy.lvl1'], r['hierarchy.lvl2'], r['hierarchy.lvl3'], r['hierarchy.lvl5'], r.content, r.url]);

  it('walks headings and content in document order, without breadcrumbs, mobile TOC or footer', () => {
    assert.deepEqual(brief, [
      ['lvl1', 'Orders', undefined, undefined, undefined, undefined, url],
      ['content', 'Orders', undefined, undefined, undefined, 'An order holds the lines a customer buys', url],
      ['lvl2', 'Orders', 'States', undefined, undefined, undefined, `${url}#states`],
      ['content', 'Orders', 'States', undefined, undefined, 'Orders move through AddingItems & ArrangingPayment', `${url}#states`],
      ['content', 'Orders', 'States', undefined, undefined, 'Draft &lt;internal&gt;', `${url}#states`],
      ['content', 'Orders', 'States', undefined, undefined, 'A paragraph in a list item', `${url}#states`],
      ['lvl3', 'Orders', 'States', 'Custom states', undefined, undefined, `${url}#custom-states`],
      ['lvl5', 'Orders', 'States', 'Custom states', 'Field', undefined, `${url}#custom-states`],
      ['content', 'Orders', 'States', 'Custom states', 'Field', 'Meaning', `${url}#custom-states`],
    ]);
  });

  it('takes lvl0 from the active sidebar category even when it has no link', () => {
    assert.ok(records.every((r) => r['hierarchy.lvl0'] === 'Core concepts'));
  });

  it('copies language, tag and version from the page meta, and ranks headings above content', () => {
    assert.deepEqual([records[0].language, records[0].docusaurus_tag, records[0].version, records[0].tags], ['en', 'docs-default-current', ['current'], []]);
    assert.equal(records[0].url_without_anchor, url);
    assert.equal(records[0].item_priority, 90 * 1000 + 9);
    assert.equal(records[1].item_priority, 8);
  });

  it('gives stable, unique ids', () => {
    assert.equal(new Set(records.map((r) => r.id)).size, records.length);
    assert.deepEqual(extractRecords(html, url, 'Vendure Docs').map((r) => r.id), records.map((r) => r.id));
  });

  it('reads a page without an article from main, with the site title as lvl0', () => {
    const home = extractRecords('<html><body><main><h1>Vendure Docs</h1><p>Build shops.</p></main></body></html>', 'https://docs.vendure.io/', 'Vendure Docs');
    assert.deepEqual(home.map((r) => [r['hierarchy.lvl0'], r.type, r.content]), [['Vendure Docs', 'lvl1', undefined], ['Vendure Docs', 'content', 'Build shops']]);
  });
});

describe('the section of a record', () => {
  const sectionsOf = (pageUrl: string) => [...new Set(extractRecords(html, pageUrl, 'Vendure Docs').map((r) => r.section))];

  it('is the part of the docs its page is in, the same for every record of the page', () => {
    assert.deepEqual(sectionsOf(url), ['learn']);
    assert.deepEqual(sectionsOf('https://docs.vendure.io/reference/typescript-api/orders/order-process'), ['reference']);
    assert.deepEqual(sectionsOf('https://docs.vendure.io/user-guide'), ['user-guide']);
  });

  it('is absent for pages outside the three sections, and for look-alike paths', () => {
    const home = extractRecords('<main><h1>Vendure Docs</h1><p>Build shops.</p></main>', 'https://docs.vendure.io/', 'Vendure Docs');
    assert.ok(home.length > 0 && home.every((r) => !('section' in r)));
    assert.deepEqual(sectionsOf('https://docs.vendure.io/guidesque/page'), [undefined]);
  });
});

describe('a heading that repeats the page title', () => {
  it('is no hit of its own (the page is), but stays in the hierarchy of the text below it', () => {
    const page = '<article><h1>OrderProcess</h1><p>Intro.</p><h2 id="order-process">OrderProcess</h2><p>Members.</p><h2 id="order-state">OrderState</h2></article>';
    const records = extractRecords(page, 'https://docs.vendure.io/reference/order-process', 'Vendure Docs');
    assert.deepEqual(records.map((r) => [r.type, r['hierarchy.lvl2'], r.content, r.anchor]), [
      ['lvl1', undefined, undefined, undefined],
      ['content', undefined, 'Intro', undefined],
      ['content', 'OrderProcess', 'Members', 'order-process'],
      ['lvl2', 'OrderState', undefined, 'order-state'],
    ]);
  });
});

describe('cleanText', () => {
  it('keeps words of neighbouring blocks apart', () => {
    const [record] = extractRecords('<main><ul><li><div><h3>Learn</h3><p>For developers</p></div></li></ul></main>', 'https://docs.vendure.io/', 'Vendure Docs').filter((r) => r.type === 'content');
    assert.equal(record?.content, 'Learn For developers');
  });
});
