import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forwardingTarget, nginxRedirectMaps, routeOfFile } from './redirects';

/** As @docusaurus/plugin-client-redirects 3.7 writes it. */
const forwardingPage = (to: string) => `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>
    window.location.href = '${to}' + window.location.search + window.location.hash;
  </script>
</html>`;

describe('forwardingTarget', () => {
  it('reads the target of a forwarding page', () => {
    assert.equal(forwardingTarget(forwardingPage('/guides/developer-guide/translateable')), '/guides/developer-guide/translateable');
    assert.equal(forwardingTarget(forwardingPage('/guides/how-to/telemetry#the-preload-script')), '/guides/how-to/telemetry#the-preload-script');
  });

  it('ignores every other page', () => {
    assert.equal(forwardingTarget('<!doctype html><html><head><title>Orders</title></head><body><h1>Orders</h1></body></html>'), undefined);
    assert.equal(forwardingTarget(forwardingPage('/a').replace('href="/a"', 'href="/b"')), undefined);
  });
});

describe('routeOfFile', () => {
  it('gives the route a built file is served at', () => {
    assert.equal(routeOfFile('guides/deployment/deploy-to-render/index.html'), '/guides/deployment/deploy-to-render');
    assert.equal(routeOfFile('index.html'), '/');
    assert.equal(routeOfFile('404.html'), '/404');
  });
});

describe('nginxRedirectMaps', () => {
  const maps = nginxRedirectMaps(
    [
      { from: '/reference/core-plugins/telemetry-plugin', to: '/guides/how-to/telemetry#opentelemetry-with-the-telemetryplugin' },
      { from: '/guides/deployment/deploy-to-render', to: '/guides/deployment/hosting-platforms/deploy-to-render' },
    ],
    ['generated'],
  );

  it('maps both spellings of each route to its target, the anchor apart', () => {
    assert.equal(
      maps,
      [
        '# generated',
        'map_hash_bucket_size 128;',
        'map $uri $redirect_path {',
        '    "/guides/deployment/deploy-to-render" "/guides/deployment/hosting-platforms/deploy-to-render";',
        '    "/guides/deployment/deploy-to-render/" "/guides/deployment/hosting-platforms/deploy-to-render";',
        '    "/reference/core-plugins/telemetry-plugin" "/guides/how-to/telemetry";',
        '    "/reference/core-plugins/telemetry-plugin/" "/guides/how-to/telemetry";',
        '}',
        'map $uri $redirect_anchor {',
        '    "/reference/core-plugins/telemetry-plugin" "#opentelemetry-with-the-telemetryplugin";',
        '    "/reference/core-plugins/telemetry-plugin/" "#opentelemetry-with-the-telemetryplugin";',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('makes the hash buckets big enough for the longest route', () => {
    assert.match(nginxRedirectMaps([{ from: `/${'a'.repeat(200)}`, to: '/b' }]), /^map_hash_bucket_size 256;$/m);
  });

  it('refuses a route it cannot write safely', () => {
    assert.throws(() => nginxRedirectMaps([{ from: '/a b', to: '/c' }]), /Cannot write/);
    assert.throws(() => nginxRedirectMaps([{ from: '/a', to: '/c";' }]), /Cannot write/);
  });
});
