import path from 'node:path';
import { listAuthoredPages, selectPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import { checkSamples } from './check-samples';

/** `npm run check:samples [-- page-or-folder…]`: prints `file:line: message` per problem and the totals. */
async function main() {
  const started = performance.now();
  const root = path.resolve(__dirname, '../..');
  const pages = selectPages(listAuthoredPages(root), process.argv.slice(2)).map((file) => readPage(root, file));
  const result = await checkSamples({
    root,
    pages,
    // Importing @vendure/core takes seconds: only pay for it when a GraphQL block needs it.
    loadSchemas: async () => (await import('../reference/inputs/graphql-schemas')).loadVendureSchemaSdl(),
  });

  for (const error of result.errors) console.error(`${error.file}:${error.line}: ${error.message}`);
  console.log(`\nSamples in ${pages.length} authored pages:`);
  for (const [language, t] of Object.entries(result.totals)) {
    console.log(`  ${language.padEnd(10)} ${t.blocks} blocks: ${t.checked} checked, ${t.passed} passed, ${t.noCheck} marked no-check`);
  }
  for (const [file, reasons] of result.noCheck) {
    console.log(`  no-check in ${file}: ${reasons.length}`);
    for (const reason of reasons) console.log(`    - ${reason}`);
  }
  console.log(`  ${result.errors.length} problems, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = result.errors.length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error && error.message.startsWith('No authored page at') ? error.message : error);
  process.exitCode = 1;
});
