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

  const installation = readFileSync(path.join(fixture.dir, 'guides/getting-started/installation.md'), 'utf8');

  it('returns the Markdown of the page a URL, path or .md URL names', async () => {
    for (const url of [`${siteUrl}/guides/core-concepts/orders`, '/guides/core-concepts/orders/', '/guides/core-concepts/orders.md', '/guides/core-concepts/orders#']) {
      assert.deepEqual(await readPage(build, siteUrl, url), { route: '/guides/core-concepts/orders', markdown: orders });
    }
    assert.match((await readPage(build, siteUrl, `${siteUrl}/user-guide/catalog/`)).markdown, /^# Catalog/);
    assert.match((await readPage(build, siteUrl, siteUrl)).markdown, /^# Vendure Docs/);
  });

  it('returns just the section an anchor names, from the URL or the anchor argument', async () => {
    const generate = installation.slice(installation.indexOf('## Generate a project'), installation.indexOf('## Start the server')).trimEnd() + '\n';
    const expected = {
      route: '/guides/getting-started/installation',
      markdown: generate,
      section: { anchor: 'generate-a-project', title: 'Generate a project', pageChars: installation.length },
    };
    assert.deepEqual(await readPage(build, siteUrl, `${siteUrl}/guides/getting-started/installation#generate-a-project`), expected);
    assert.deepEqual(await readPage(build, siteUrl, '/guides/getting-started/installation.md', '#generate-a-project'), expected);
    assert.deepEqual(await readPage(build, siteUrl, '/guides/getting-started/installation#prerequisites', 'generate-a-project'), expected, 'the argument wins');
    const last = await readPage(build, siteUrl, '/guides/getting-started/installation#start-the-server');
    assert.equal(last.markdown, installation.slice(installation.indexOf('## Start the server')));
  });

  it("names the page's closest anchors for an unknown one", async () => {
    await assert.rejects(
      readPage(build, siteUrl, '/guides/getting-started/installation#start-server'),
      (error: unknown) =>
        error instanceof InputError &&
        error.message ===
          `${siteUrl}/guides/getting-started/installation has no anchor #start-server. Its sections have 3 anchors; the closest:\n` +
            '- #start-the-server (Start the server)\n- #prerequisites (Prerequisites)\n- #generate-a-project (Generate a project)\nPass one of them, or no anchor for the whole page.',
    );
  });

  it('follows the routes the site redirects', async () => {
    assert.deepEqual(await readPage(build, siteUrl, '/guides/developer-guide/translatable'), {
      route: '/guides/developer-guide/translateable',
      markdown: '# Translatable entities\n',
      redirectedFrom: '/guides/developer-guide/translatable',
    });
  });

  it('names the closest routes for an unknown page', async () => {
    await assert.rejects(
      readPage(build, siteUrl, '/guides/orders'),
      (error: unknown) =>
        error instanceof InputError &&
        error.message.startsWith(`No page at ${siteUrl}/guides/orders. The closest routes are:\n- /guides/core-concepts/orders\n`) &&
        error.message.endsWith('Pass one of them, or find the page with search_docs.'),
    );
  });
});

describe('readPageInput', () => {
  it('requires a string url of page length, takes an anchor, and no other argument', () => {
    const message = (args: unknown) => readPageInput.safeParse(args).error?.issues.map((i) => i.message).join('; ');
    assert.equal(message({ url: '/guides' }), undefined);
    assert.equal(message({}), 'url is required: the page URL or path to read.');
    assert.equal(message({ url: 42 }), 'url must be a string.');
    assert.match(message({ url: `/${'a'.repeat(2000)}` })!, /^url is longer than 2000 characters, which no page URL is/);
    assert.match(message({ url: '/guides', page: 2 })!, /Unrecognized key: "page"/);
    assert.equal(message({ url: '/guides', anchor: 'x' }), undefined);
    assert.equal(message({ url: '/guides', anchor: 3 }), 'anchor must be a string.');
    assert.match(message({ url: '/guides', anchor: 'a'.repeat(301) })!, /^anchor is longer than 300 characters/);
  });
});
