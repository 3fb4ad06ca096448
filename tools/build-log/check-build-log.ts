import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { siteUrl } from '../../config/site';
import { checkMarkdownExport } from '../markdown-export/check-build';
import { duplicateIds } from './duplicate-ids';
import { escapedAlts, escapedEntitiesInMarkdown } from './escaped-entities';
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
console.log(`Build log: ${problems.length} broken-anchor, broken-Markdown-link, duplicate-route or skipped-redirect warnings.`);

// Docusaurus checks that links find an anchor, not that the anchor is unique.
let pagesWithDuplicates = 0;
let escaped = 0;
for (const entry of readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const shown = path.relative(process.cwd(), file);
  if (entry.name.endsWith('.md') || /^llms.*\.txt$/.test(entry.name)) {
    const found = escapedEntitiesInMarkdown(readFileSync(file, 'utf8'));
    escaped += found.length;
    for (const text of found.slice(0, 3)) console.error(`${shown}: a character reference in the Markdown: "${text}"`);
  }
  if (!entry.name.endsWith('.html')) continue;
  const html = readFileSync(file, 'utf8');
  for (const alt of escapedAlts(html)) {
    escaped++;
    console.error(`${shown}: alt text escaped twice: "${alt.slice(0, 80)}"`);
  }
  const ids = duplicateIds(html);
  if (ids.length === 0) continue;
  pagesWithDuplicates++;
  console.error(`${shown}: duplicate id ${ids.map((id) => `"${id}"`).join(', ')}`);
}
console.log(`Built pages: ${pagesWithDuplicates} with a duplicate id; ${escaped} texts escaped twice (alts, Markdown export).`);

// The Markdown export (plugins/markdown-export): every sitemap page has its .md and is reachable from llms.txt
// (≤ 50 KB), whose linked section files exist at the token sizes it states (tools/markdown-export/check-build.ts).
const markdown = checkMarkdownExport(BUILD_DIR, siteUrl);
for (const problem of markdown.problems.slice(0, 20)) console.error(`Markdown export: ${problem}`);
if (markdown.problems.length > 20) console.error(`Markdown export: … and ${markdown.problems.length - 20} more`);
console.log(`Markdown export: ${markdown.pages} sitemap pages, ${markdown.problems.length} problems.`);
process.exit(problems.length === 0 && pagesWithDuplicates === 0 && escaped === 0 && markdown.problems.length === 0 ? 0 : 1);
