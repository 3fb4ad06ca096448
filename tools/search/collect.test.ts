import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isNoIndex, routeOfBuiltFile } from './collect';

describe('routeOfBuiltFile', () => {
  it('maps built files to the routes they serve', () => {
    assert.equal(routeOfBuiltFile('/b', '/b/index.html'), '/');
    assert.equal(routeOfBuiltFile('/b', '/b/guides/x/index.html'), '/guides/x');
    assert.equal(routeOfBuiltFile('/b', '/b/404.html'), '/404');
  });
});

describe('isNoIndex', () => {
  it('finds a robots noindex meta, quoted or as the minifier leaves it', () => {
    assert.equal(isNoIndex('<head><meta name="robots" content="noindex, follow"></head>'), true);
    assert.equal(isNoIndex('<meta data-rh=true name=robots content="noindex, follow">'), true);
    assert.equal(isNoIndex('<meta name="robots" content="index, follow"><meta name="description" content="noindex in prose">'), false);
  });
});
