import { existsSync, readFileSync } from 'node:fs';
import { findProblems } from './find-problems';
import { BUILD_LOG } from './paths';

if (!existsSync(BUILD_LOG)) {
  console.error(`No build log at ${BUILD_LOG}: run \`npm run build:test\` first.`);
  process.exit(1);
}
const problems = findProblems(readFileSync(BUILD_LOG, 'utf8'));
for (const p of problems) {
  console.error(`${BUILD_LOG}:${p.line}: ${p.name}: ${p.text}`);
}
console.log(`Build log: ${problems.length} broken-anchor, broken-Markdown-link or duplicate-route warnings.`);
process.exit(problems.length === 0 ? 0 : 1);
