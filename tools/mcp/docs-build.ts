import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_INDEX_PATH, type Manifest } from '../../src/search/embedded-index';
import { EmbeddedSearch } from '../../src/search/query';
import { fileSource } from '../search/embedded/file-source';

/** A build folder is unusable: the message says which file is missing and how to make it. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** A file the tools asked for is not in the build (its path is relative to the site root). */
export class BuildFileNotFoundError extends Error {
  override name = 'BuildFileNotFoundError';
  constructor(readonly file: string) {
    super(`The docs build has no file ${file}.`);
  }
}

/** What the server reads from a production build. */
export interface DocsBuild {
  /** Where the build is read from, for messages: its folder, or the site's root URL (tools/mcp/http-site.ts). Read files with `readText`. */
  dir: string;
  /** The embedded index's manifest (`search/manifest.json`): its groups name the sidebars and sections. */
  manifest: Manifest;
  /** The site's own search engine over the build's index, which it reads from disk as the browser downloads it. */
  search: EmbeddedSearch;
  /** Routes that have a Markdown file (`/`, `/guides/core-concepts/orders`, …), in sorted order. */
  routes: ReadonlySet<string>;
  /**
   * A text file of the site by its path from the site root, as the site
   * serves it (`graphql/shop.graphql`, `guides/core-concepts/orders.md`).
   * Rejects with a {@link BuildFileNotFoundError} when the build has no such
   * file, and for a path that would leave the site root.
   */
  readText(file: string): Promise<string>;
}

const REBUILD = 'run `npm run build` in the repository (or point VENDURE_DOCS_BUILD at a build folder)';

/** The single-file index builds made before the sharded one (src/search/embedded-index.ts). */
const OLD_INDEX_PATH = '/search/embedded-index.json';

/** `<build>/guides/x.md` for `/guides/x`; `<build>/index.md` for `/`. */
export function markdownFileOf(dir: string, route: string): string {
  return path.join(dir, `${route === '/' ? '/index' : route}.md`);
}

function markdownRoutes(dir: string): Set<string> {
  const routes: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(folder, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.isFile() && entry.name.endsWith('.md')) {
        const route = `${prefix}/${entry.name.slice(0, -3)}`;
        routes.push(route === '/index' ? '/' : route);
      }
    }
  };
  walk(dir, '');
  return new Set(routes.sort());
}

/**
 * Opens a production build: checks it has the embedded search index and the
 * pages' Markdown, and reads the index's manifest. Throws a
 * {@link MissingBuildError} saying what to run when either is missing. The
 * manifest's format is the engine's to check: an index it cannot read fails
 * on `search.manifest()`, which the CLI calls before serving.
 */
export function openDocsBuild(dir: string): DocsBuild {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new MissingBuildError(`No docs build at ${dir}: ${REBUILD}.`);
  const manifestFile = path.join(dir, EMBEDDED_INDEX_PATH);
  if (!existsSync(manifestFile)) {
    const why = existsSync(path.join(dir, OLD_INDEX_PATH))
      ? `it was built by an older version of the site (${OLD_INDEX_PATH.slice(1)}). To fix: ${REBUILD}.`
      : `it is not a production build, or was built for a Typesense cluster. To fix: ${REBUILD}, with no TYPESENSE_* variable set.`;
    throw new MissingBuildError(`${dir} has no embedded search index (${EMBEDDED_INDEX_PATH.slice(1)}): ${why}`);
  }
  const routes = markdownRoutes(dir);
  if (routes.size === 0) {
    throw new MissingBuildError(`${dir} has no Markdown pages (<route>.md): it was built before the Markdown export existed. To fix: ${REBUILD}.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = fileSource(dir);
  // The engine gets the manifest read here, so its sections and the engine's filters agree even if the build changes on disk.
  const search = new EmbeddedSearch(async (file) => {
    if (file === path.basename(EMBEDDED_INDEX_PATH)) return manifest;
    try {
      return await files(file);
    } catch (error) {
      // A rebuild while the server runs replaces the folder of shards and fragments the manifest read at start names.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(`${dir} changed after the server started (search/${file} is gone): restart the server to search the new build.`, { cause: error });
      }
      throw error;
    }
  });
  return { dir, manifest, search, routes, readText: buildFileReader(dir) };
}

/**
 * `readText` for a build folder. The path is resolved as a URL path on the
 * site, so `..` cannot climb above the root, and a file reached through a
 * link that points outside the folder is refused like a missing one.
 */
export function buildFileReader(dir: string): (file: string) => Promise<string> {
  const root = path.resolve(dir);
  return async (file) => {
    const sitePath = new URL(file, 'http://site/').pathname;
    let real: string;
    try {
      real = await realpath(path.join(root, decodeURIComponent(sitePath)));
    } catch {
      throw new BuildFileNotFoundError(file);
    }
    const realRoot = await realpath(root);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) throw new BuildFileNotFoundError(file);
    try {
      return await readFile(real, 'utf8');
    } catch (error) {
      // A folder, or a file removed since: neither is a text file of the site.
      if (['ENOENT', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw new BuildFileNotFoundError(file);
      throw error;
    }
  };
}
