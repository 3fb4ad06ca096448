import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeOfBuiltFile } from './collect';

describe('routeOfBuiltFile', () => {
  it('maps built files to the routes they serve', () => {
    assert.equal(routeOfBuiltFile('/b', '/b/index.html'), '/');
    assert.equal(routeOfBuiltFile('/b', '/b/guides/x/index.html'), '/guides/x');
    assert.equal(routeOfBuiltFile('/b', '/b/404.html'), '/404');
  });
});
