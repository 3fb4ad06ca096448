import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { REFERENCE_REDIRECTS_FILE } from '../tools/reference/generated-dirs';
import { CLOSEST, MOVED, type OldRoute } from './old-routes';

/**
 * Old routes kept alive: the hand-written ones (config/old-routes.ts) and the
 * reference routes the official generator spells differently, which
 * `npm run generate` writes (tools/reference/typescript/official-routes.ts).
 * The build writes a static page at each `from` that forwards to `to`;
 * `npm run deploy:prepare` turns those pages into nginx 301s.
 */
function generatedReferenceRedirects(): OldRoute[] {
  const file = path.resolve(__dirname, '..', REFERENCE_REDIRECTS_FILE);
  // Before the first `npm run generate` (type-check, unit tests) there is no reference either.
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OldRoute[]) : [];
}

export const redirects = {
  redirects: [...MOVED, ...CLOSEST, ...generatedReferenceRedirects()],
} satisfies RedirectOptions;
