import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DocsContent, siteOutline, sidebarLabels } from './outline';

const docs = ['guides/a', 'guides/b', 'guides/c/index', 'guides/c/d', 'reference/index', 'reference/x', 'user-guide/index', 'user-guide/e'].map((id) => ({
  id,
  permalink: `/${id.replace(/\/?index$/, '/')}`,
}));

const content: DocsContent = {
  loadedVersions: [
    {
      docs,
      sidebars: {
        learn: [
          { type: 'category', label: 'Getting started', items: [{ type: 'doc', id: 'guides/a' }, { type: 'doc', id: 'guides/b' }] },
          { type: 'category', label: 'Concepts', link: { type: 'doc', id: 'guides/c/index' }, items: [{ type: 'category', label: 'Deeper', items: [{ type: 'doc', id: 'guides/c/d' }] }, { type: 'link' }] },
        ],
        reference: [
          { type: 'doc', id: 'reference/index' },
          { type: 'category', label: 'API', link: { type: 'generated-index', permalink: '/reference/api' }, items: [{ type: 'doc', id: 'reference/x' }, { type: 'ref', id: 'guides/a' }] },
        ],
        userGuide: [
          { type: 'doc', id: 'user-guide/index' },
          { type: 'category', label: 'Empty', items: [] },
          { type: 'doc', id: 'user-guide/e' },
        ],
      },
    },
  ],
};

describe('sidebarLabels', () => {
  it('names each sidebar as the navbar does', () => {
    assert.deepEqual(
      sidebarLabels([
        { type: 'docSidebar', sidebarId: 'learn', label: 'Learn' },
        { type: 'docSidebar', sidebarId: 'userGuide', label: 'User Guide' },
        { label: 'GitHub' },
      ]),
      { learn: 'Learn', userGuide: 'User Guide' },
    );
  });
});

describe('siteOutline', () => {
  const outline = siteOutline(content, { learn: 'Learn', reference: 'Reference', userGuide: 'User Guide' });

  it('makes a section of each top-level category and of each sidebar\'s top-level pages, in sidebar order', () => {
    assert.deepEqual(
      outline.map((section) => section.title),
      ['Learn: Getting started', 'Learn: Concepts', 'Reference', 'Reference: API', 'User Guide'],
    );
  });

  it('lists a category\'s own page first, then everything below it, each page once', () => {
    assert.deepEqual(outline[1].routes, ['/guides/c/', '/guides/c/d']);
    assert.deepEqual(outline[3].routes, ['/reference/api', '/reference/x'], 'a generated index page counts; a ref to a page listed before does not');
    assert.deepEqual(outline[4].routes, ['/user-guide/', '/user-guide/e']);
  });

  it('falls back to sidebar ids without labels, and to nothing without content', () => {
    assert.equal(siteOutline(content, {})[0].title, 'learn: Getting started');
    assert.deepEqual(siteOutline(undefined, {}), []);
  });
});
