import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { csp, cspDirectives, cspInclude, inlineScripts, scriptHash, typesenseOrigins } from './csp';

/** Pages shaped like Docusaurus output: inline scripts in the head and body, bundles by src. */
const PAGE_A = `<!doctype html><html><head><meta charset="UTF-8">
<script src="/assets/js/runtime~main.453bab9b.js" defer="defer"></script>
<script type="application/ld+json">{"@type":"WebSite"}</script>
</head><body class="navigation-with-keyboard"><script>!function(){document.documentElement.setAttribute("data-theme","dark")}()</script>
<script data-title="a > b" type="text/javascript">window.a=1</script><div style="height:0">x</div></body></html>`;
const PAGE_B = `<!doctype html><html><head></head><body><script>!function(){document.documentElement.setAttribute("data-theme","dark")}()</script>
<SCRIPT TYPE=module>import "/x.js"</SCRIPT ><script type="text/template"><p>not run</p></script></body></html>`;

describe('inlineScripts', () => {
  it('returns the bodies the browser runs, not bundles or data blocks', () => {
    assert.deepEqual(inlineScripts(PAGE_A), ['!function(){document.documentElement.setAttribute("data-theme","dark")}()', 'window.a=1']);
  });

  it('reads unquoted and upper-case markup, and skips non-JavaScript types', () => {
    assert.deepEqual(inlineScripts(PAGE_B), ['!function(){document.documentElement.setAttribute("data-theme","dark")}()', 'import "/x.js"']);
  });

  it('ends a body at the first </script, as the HTML tokenizer does', () => {
    assert.deepEqual(inlineScripts('<script>a="</scriptx>";</script>'), ['a="</scriptx>";']);
  });

  it('hashes line breaks as the parser normalises them', () => {
    assert.deepEqual(inlineScripts('<script>a=1;\r\nb=2;\rc=3</script>'), ['a=1;\nb=2;\nc=3']);
  });

  it('finds nothing on a page without inline scripts', () => {
    assert.deepEqual(inlineScripts('<html><body><script src="/a.js"></script></body></html>'), []);
  });
});

describe('scriptHash', () => {
  it('matches the example of the CSP specification', () => {
    assert.equal(scriptHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the UTF-8 bytes', () => {
    const bytes = Buffer.from([0x22, 0xc3, 0xa9, 0x22]); // "é" in UTF-8
    assert.equal(scriptHash('"é"'), `'sha256-${createHash('sha256').update(bytes).digest('base64')}'`);
  });
});

describe('csp', () => {
  const scripts = [...inlineScripts(PAGE_A), ...inlineScripts(PAGE_B)];

  it('allows each distinct inline script once, by hash, and no inline script otherwise', () => {
    const scriptSrc = cspDirectives({ scripts }).find((d) => d.startsWith('script-src '))!;
    const hashes = [...new Set(scripts)].map(scriptHash).sort();
    assert.equal(hashes.length, 3);
    assert.equal(scriptSrc, `script-src 'self' ${hashes.join(' ')}`);
    assert.doesNotMatch(scriptSrc, /unsafe/);
  });

  it('has the fixed directives the site needs', () => {
    const directives = cspDirectives({ scripts: [] });
    for (const expected of [
      "default-src 'self'",
      "script-src 'self'",
      "worker-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      assert.ok(directives.includes(expected), `${expected} in ${directives.join('; ')}`);
    }
  });

  it('lets the browser reach the Typesense nodes in hosted mode', () => {
    const policy = csp({ scripts: [], connect: ['https://a.example.com', 'https://b.example.com'] });
    assert.match(policy, /; connect-src 'self' https:\/\/a\.example\.com https:\/\/b\.example\.com;/);
  });

  it('is one nginx add_header line, sent on every status', () => {
    const include = cspInclude(csp({ scripts }), ['generated']);
    assert.match(include, /^# generated\nadd_header Content-Security-Policy "default-src 'self'; [^"]+" always;\n$/);
  });
});

describe('typesenseOrigins', () => {
  it('is empty for the embedded index', () => {
    assert.deepEqual(typesenseOrigins({}), []);
  });

  it('reads the nodes as config/env.ts does, leaving out default ports', () => {
    assert.deepEqual(typesenseOrigins({ TYPESENSE_HOST: 'a.example.com, b.example.com' }), ['https://a.example.com', 'https://b.example.com']);
    assert.deepEqual(typesenseOrigins({ TYPESENSE_HOST: '127.0.0.1', TYPESENSE_PROTOCOL: 'http', TYPESENSE_PORT: '8109' }), ['http://127.0.0.1:8109']);
    assert.deepEqual(typesenseOrigins({ TYPESENSE_HOST: 'search.example.com', TYPESENSE_PROTOCOL: 'http', TYPESENSE_PORT: '80' }), ['http://search.example.com']);
  });

  it('rejects what the build would reject', () => {
    assert.throws(() => typesenseOrigins({ TYPESENSE_HOST: 'https://a.example.com' }), /host names only/);
    assert.throws(() => typesenseOrigins({ TYPESENSE_PORT: '8108' }), /TYPESENSE_HOST/);
  });
});
