import path from 'node:path';
import { listAuthoredPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import { listDocRoutes } from '../markdown/doc-routes';
import { lintPage } from './rules';

/** `npm run lint:content`: the rules of CONTENT-STYLE.md a machine can check. */
const root = path.resolve(__dirname, '../..');
const context = { routes: listDocRoutes(root) };
const files = listAuthoredPages(root);
const errors = files.flatMap((file) => lintPage(readPage(root, file), context));
for (const error of errors) console.error(`${error.file}:${error.line}: ${error.message}`);
console.log(`Content lint: ${files.length} authored pages, ${errors.length} problems.`);
process.exitCode = errors.length > 0 ? 1 : 0;
