import { createHash } from 'node:crypto';
import { readTypesense } from '../config/env';

/**
 * The Content-Security-Policy of the built site. Docusaurus inlines a few
 * scripts into every page (colour mode, announcement bar, ours), so
 * `script-src 'self'` alone would break the page: each distinct inline script
 * is allowed by its SHA-256 hash, which depends on the build. Hence this is
 * computed from the built HTML by `npm run deploy:prepare`, not written by hand.
 */

/**
 * `<script ...>body</script>`: attributes may hold quoted `>`; the body ends at
 * the first `</script` followed by whitespace, `/` or `>`, as in the HTML
 * tokenizer. A regex rather than a DOM parser: about 1,000 times faster on the
 * ~700 pages, and Docusaurus' minified output has none of the edge cases
 * (`<!--<script>` escapes) a tokenizer would handle differently.
 */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** `type` values the browser executes (others, e.g. JSON-LD, are data and not subject to the CSP). */
function isExecutable(type: string | undefined): boolean {
  if (type === undefined) return true;
  const t = type.trim().toLowerCase();
  return t === '' || t === 'module' || t === 'text/javascript' || t === 'application/javascript';
}

/** The bodies of the inline scripts of one page that the browser would run. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributeText, body] of html.matchAll(SCRIPT)) {
    const attributes = new Map<string, string>();
    for (const [, name, double, single, bare] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
    }
    if (attributes.has('src') || !isExecutable(attributes.get('type'))) continue;
    // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
    bodies.push(body.replace(/\r\n?/g, '\n'));
  }
  return bodies;
}

/** The CSP source that allows exactly this script body. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Origins of the Typesense nodes the browser searches in hosted mode (none for the embedded index). */
export function typesenseOrigins(env: NodeJS.ProcessEnv): string[] {
  // Only these three shape the URL; the collection and key are irrelevant here, so
  // stand-ins let config/env.ts validate the rest exactly as the build does.
  if (!['TYPESENSE_HOST', 'TYPESENSE_PROTOCOL', 'TYPESENSE_PORT'].some((name) => (env[name] ?? '').trim() !== '')) return [];
  const cluster = readTypesense({
    ...env,
    TYPESENSE_COLLECTION: env.TYPESENSE_COLLECTION || 'unused-by-the-csp',
    TYPESENSE_SEARCH_API_KEY: env.TYPESENSE_SEARCH_API_KEY || 'unused-by-the-csp',
  })!;
  const defaultPort = cluster.protocol === 'https' ? 443 : 80;
  const port = cluster.port === defaultPort ? '' : `:${cluster.port}`;
  return cluster.hosts.map((host) => `${cluster.protocol}://${host}${port}`);
}

export interface CspInput {
  /** Distinct inline script bodies of the build. */
  scripts: Iterable<string>;
  /** Extra origins the browser fetches from (the Typesense nodes). */
  connect?: string[];
}

/** The policy, one directive per entry (joined with "; " for the header). */
export function cspDirectives({ scripts, connect = [] }: CspInput): string[] {
  const hashes = [...new Set([...scripts].map(scriptHash))].sort();
  return [
    // Anything not listed below: same origin only.
    "default-src 'self'",
    // The bundles, plus the inline scripts of this build by hash (no 'unsafe-inline').
    ['script-src', "'self'", ...hashes].join(' '),
    // The embedded search runs in a Web Worker loaded from /assets/js/.
    "worker-src 'self'",
    // The search index (fetched by the worker), and the Typesense nodes in hosted mode.
    ['connect-src', "'self'", ...connect].join(' '),
    // The stylesheet; style="" attributes are in the server-rendered markup (React's
    // style props) and need 'unsafe-inline'. Browsers with CSP3 apply style-src-elem
    // to <style>/<link> elements, so only attributes get the exception there.
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    // Images are same-origin; the theme's CSS draws its icons as data: SVGs.
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

export function csp(input: CspInput): string {
  return cspDirectives(input).join('; ');
}

/** The nginx include that sends the policy (`always`: also on redirects and the 404 page). */
export function cspInclude(policy: string, comment: string[] = []): string {
  if (/["\\$]/.test(policy)) throw new Error(`The CSP would need escaping in nginx: ${policy}`);
  return [...comment.map((line) => `# ${line}`), `add_header Content-Security-Policy "${policy}" always;`, ''].join('\n');
}
