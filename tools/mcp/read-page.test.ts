import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { siteUrl } from '../../config/site';
import { openDocsBuild } from './docs-build';
import { InputError } from './input-error';
import { readPage, readPageInput } from './read-page';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

describe('readPage', () => {
  const fixture = makeFixtureBuild();
  after(fixture.remove);
  // An old route the site forwards (config/redirects.ts), with its target page.
  mkdirSync(path.join(fixture.dir, 'guides/developer-guide'), { recursive: true });
  writeFileSync(path.join(fixture.dir, 'guides/developer-guide/translateable.md'), '# Translatable entities\n');
  const build = openDocsBuild(fixture.dir);
  const orders = readFileSync(path.join(fixture.dir, 'guides/core-concepts/orders.md'), 'utf8');

  it('returns the Markdown of the page a URL, path or .md URL names', () => {
    for (const url of [`${siteUrl}/guides/core-concepts/orders`, '/guides/core-concepts/orders/', '/guides/core-concepts/orders.md#order-states']) {
      assert.deepEqual(readPage(build, siteUrl, url), { route: '/guides/core-concepts/orders', markdown: orders });
    }
    assert.match(readPage(build, siteUrl, `${siteUrl}/user-guide/catalog/`).markdown, /^# Catalog/);
    assert.match(readPage(build, siteUrl, siteUrl).markdown, /^# Vendure Docs/);
  });

  it('follows the routes the site redirects', () => {
    assert.deepEqual(readPage(build, siteUrl, '/guides/developer-guide/translatable'), {
      route: '/guides/developer-guide/translateable',
      markdown: '# Translatable entities\n',
      redirectedFrom: '/guides/developer-guide/translatable',
    });
  });

  it('names the closest routes for an unknown page', () => {
    assert.throws(
      () => readPage(build, siteUrl, '/guides/orders'),
      (error: unknown) =>
        error instanceof InputError &&
        error.message.startsWith(`No page at ${siteUrl}/guides/orders. The closest routes are:\n- /guides/core-concepts/orders\n`) &&
        error.message.endsWith('Pass one of them, or find the page with search_docs.'),
    );
  });
});

describe('readPageInput', () => {
  it('requires a string url of page length, and no other argument', () => {
    const message = (args: unknown) => readPageInput.safeParse(args).error?.issues.map((i) => i.message).join('; ');
    assert.equal(message({ url: '/guides' }), undefined);
    assert.equal(message({}), 'url is required: the page URL or path to read.');
    assert.equal(message({ url: 42 }), 'url must be a string.');
    assert.match(message({ url: `/${'a'.repeat(2000)}` })!, /^url is longer than 2000 characters, which no page URL is/);
    assert.match(message({ url: '/guides', page: 2 })!, /Unrecognized key: "page"/);
  });
});
