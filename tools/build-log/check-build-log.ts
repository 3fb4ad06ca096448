import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { duplicateIds } from './duplicate-ids';
import { findProblems } from './find-problems';
import { BUILD_DIR, BUILD_LOG } from './paths';

if (!existsSync(BUILD_LOG)) {
  console.error(`No build log at ${BUILD_LOG}: run \`npm run build:test\` first.`);
  process.exit(1);
}
const problems = findProblems(readFileSync(BUILD_LOG, 'utf8'));
for (const p of problems) {
  console.error(`${BUILD_LOG}:${p.line}: ${p.name}: ${p.text}`);
}
console.log(`Build log: ${problems.length} broken-anchor, broken-Markdown-link or duplicate-route warnings.`);

// Docusaurus checks that links find an anchor, not that the anchor is unique.
let pagesWithDuplicates = 0;
for (const entry of readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const ids = duplicateIds(readFileSync(file, 'utf8'));
  if (ids.length === 0) continue;
  pagesWithDuplicates++;
  console.error(`${path.relative(process.cwd(), file)}: duplicate id ${ids.map((id) => `"${id}"`).join(', ')}`);
}
console.log(`Built pages: ${pagesWithDuplicates} with a duplicate id.`);
process.exit(problems.length === 0 && pagesWithDuplicates === 0 ? 0 : 1);
