import path from 'node:path';
import { sourceRepoUrl } from '../../config/site';
import { emit } from './typescript/emit';
import { generateTypeScriptReference } from './typescript/generate';

/** `npm run generate`: writes the generated reference under docs/reference/ and prints coverage. */
function main() {
  const started = performance.now();
  const root = path.resolve(__dirname, '../..');
  const ts = generateTypeScriptReference(root, sourceRepoUrl);
  emit(root, ['docs/reference/typescript-api', 'docs/reference/admin-ui-api', 'docs/reference/core-plugins'], ts.files);

  console.log(`Reference: documented ${ts.documented} / tagged ${ts.tagged} declarations`);
  console.log(`  pages: ${Object.entries(ts.pages).map(([area, n]) => `${area} ${n}`).join(', ')}`);
  for (const s of ts.skipped) console.log(`  not placed: ${s.name} (${s.file}): ${s.reason}`);
  if (ts.unresolvedLinks.length > 0) {
    console.log(`  ${ts.unresolvedLinks.length} links in doc comments point to nothing documented here (kept as text):`);
    for (const link of ts.unresolvedLinks) console.log(`    ${link.from} → ${link.name}`);
  }
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
