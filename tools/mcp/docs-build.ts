import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createIndex, EMBEDDED_INDEX_PATH, type EmbeddedIndexFile } from '../../src/search/embedded-index';
import type { LoadedIndex } from '../../src/search/query';

/** A build folder is unusable: the message says which file is missing and how to make it. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** What the server reads from a production build. */
export interface DocsBuild {
  dir: string;
  /** The embedded search index file, as the browser downloads it. */
  index: EmbeddedIndexFile;
  /** Routes that have a Markdown file (`/`, `/guides/core-concepts/orders`, …), in sorted order. */
  routes: ReadonlySet<string>;
  /** The searchable index, built on first use (about 0.6 s for the whole site). */
  search(): LoadedIndex;
}

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
 * pages' Markdown, and loads the index file. Throws a {@link MissingBuildError}
 * saying what to run when either is missing.
 */
export function openDocsBuild(dir: string): DocsBuild {
  const rebuild = 'run `npm run build` in the repository (or point VENDURE_DOCS_BUILD at a build folder)';
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new MissingBuildError(`No docs build at ${dir}: ${rebuild}.`);
  const indexFile = path.join(dir, EMBEDDED_INDEX_PATH);
  if (!existsSync(indexFile)) {
    throw new MissingBuildError(
      `${dir} has no embedded search index (${EMBEDDED_INDEX_PATH.slice(1)}): it is not a production build, or was built for a Typesense cluster. To fix: ${rebuild}, with no TYPESENSE_* variable set.`,
    );
  }
  const routes = markdownRoutes(dir);
  if (routes.size === 0) {
    throw new MissingBuildError(`${dir} has no Markdown pages (<route>.md): it was built before the Markdown export existed. To fix: ${rebuild}.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as EmbeddedIndexFile;
  let loaded: LoadedIndex | undefined;
  return {
    dir,
    index,
    routes,
    search() {
      // createIndex checks the format, so a build from an older site says so on the first search.
      loaded ??= { file: index, miniSearch: createIndex(index) };
      return loaded;
    },
  };
}
