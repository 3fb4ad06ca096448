import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteConfig } from 'react-router-config';
import type { RouteSection } from './route-table';
import { createDocusaurusGlobal, type DocusaurusGlobalDeps } from './window-docusaurus';

function section(chunkName: string) {
  let resolve!: () => void;
  const whenLoaded = new Promise<void>((done) => (resolve = done));
  return { state: { chunkName, loaded: false as boolean, whenLoaded, load: async () => {} } satisfies RouteSection, resolve };
}

function fixture(missing: Record<string, ReturnType<typeof section>[]> = {}) {
  const routes: RouteConfig[] = [{ path: '/docs', routes: [{ path: '/docs/a', exact: true }] }];
  const prefetched: string[] = [];
  const again: string[] = [];
  const preloaded: string[] = [];
  const deps: DocusaurusGlobalDeps = {
    routes,
    sections: { missingSections: (path) => (missing[path] ?? []).filter((found) => !found.state.loaded).map((found) => found.state) },
    routesChunkNames: { '/docs-1': { __comp: 'root', __props: { version: 'props' } }, '/docs/a-2': { __comp: 'doc', content: 'a' }, '/docs/b-3': { content: 'b' } },
    chunkUrl: (name) => (name === 'root' ? undefined : `/assets/js/${name}.js`),
    prefetchUrl: async (url) => void prefetched.push(url),
    preload: async (path) => void preloaded.push(path),
    prefetchAgain: (path) => void again.push(path),
    isSlowConnection: () => false,
  };
  return { docusaurus: createDocusaurusGlobal(deps), prefetched, again, preloaded };
}

describe('createDocusaurusGlobal', () => {
  it('prefetches the chunks of every route a loaded path matches, once per path', async () => {
    const { docusaurus, prefetched } = fixture();
    await docusaurus.prefetch('/docs/a');
    assert.deepEqual(prefetched, ['/assets/js/props.js', '/assets/js/doc.js', '/assets/js/a.js']);
    assert.equal(docusaurus.prefetch('/docs/a'), false);
  });

  it('for a path in a section not loaded, prefetches the section file once and the page when the section loads', async () => {
    const pending = section('routes-4');
    const { docusaurus, prefetched, again } = fixture({ '/docs/b': [pending], '/docs/c': [pending] });
    await docusaurus.prefetch('/docs/b');
    await docusaurus.prefetch('/docs/c');
    await docusaurus.prefetch('/docs/b');
    assert.deepEqual(prefetched, ['/assets/js/routes-4.js']);
    assert.deepEqual(again, []);
    pending.state.loaded = true;
    pending.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(again, ['/docs/b', '/docs/c']);
    await docusaurus.prefetch('/docs/b');
    assert.deepEqual(prefetched, ['/assets/js/routes-4.js', '/assets/js/props.js']);
  });

  it('prefetches the page a link to one of its headings names, and each file once across routes', async () => {
    const { docusaurus, prefetched } = fixture();
    await docusaurus.prefetch('/docs/a#one');
    assert.equal(docusaurus.prefetch('/docs/a?x=1#two'), false);
    await docusaurus.prefetch('/docs/b');
    assert.deepEqual(prefetched, ['/assets/js/props.js', '/assets/js/doc.js', '/assets/js/a.js']);
    assert.equal(docusaurus.prefetch('#three'), false);
  });

  it('preloads the page a link to one of its headings names, once', async () => {
    const { docusaurus, preloaded } = fixture();
    await docusaurus.preload('/docs/a#one');
    assert.equal(docusaurus.preload('/docs/a#two'), false);
    assert.equal(docusaurus.preload('#three'), false);
    assert.deepEqual(preloaded, ['/docs/a']);
  });

  it('preloads a path once, through the preload that loads sections', async () => {
    const { docusaurus, preloaded } = fixture();
    await docusaurus.preload('/docs/b');
    assert.equal(docusaurus.preload('/docs/b'), false);
    assert.deepEqual(preloaded, ['/docs/b']);
  });
});
