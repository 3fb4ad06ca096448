import { existsSync } from 'node:fs';
import path from 'node:path';
import { listAuthoredPages, selectPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import { listDocRoutes } from '../markdown/doc-routes';
import { lintPage } from './rules';

/** `npm run lint:content [-- page-or-folder…]`: the rules of CONTENT-STYLE.md a machine can check. */
const root = path.resolve(__dirname, '../..');
const context = { routes: listDocRoutes(root), fileExists: (file: string) => existsSync(path.join(root, file)) };
try {
  const files = selectPages(listAuthoredPages(root), process.argv.slice(2));
  const errors = files.flatMap((file) => lintPage(readPage(root, file), context));
  for (const error of errors) console.error(`${error.file}:${error.line}: ${error.message}`);
  console.log(`Content lint: ${files.length} authored pages, ${errors.length} problems.`);
  process.exitCode = errors.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
