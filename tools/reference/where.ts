import path from 'node:path';
import { hrefOf } from './typescript/doc-links';
import { locatePackages } from './typescript/inputs';
import { readDeclarations } from './typescript/read';
import { memberAnchor, planRoutes } from './typescript/routes';

/**
 * `npm run -s reference:where -- ProductVariant OrderProcess.transitions`:
 * prints the reference link for each name, for writers linking API names.
 */
const root = path.resolve(__dirname, '../..');
const { declarations } = readDeclarations(locatePackages(root));
const { targets } = planRoutes(declarations);
let missing = 0;
for (const query of process.argv.slice(2)) {
  const [name, member] = query.split('.');
  const matches = declarations.filter((d) => d.name === name);
  if (matches.length === 0) {
    console.log(`${query}: not documented in the reference`);
    missing++;
  }
  for (const d of matches) {
    const target = targets.get(d.id)!;
    const href = member ? `${target.route}#${memberAnchor(target.anchor, member)}` : hrefOf(target);
    console.log(`${query} (${d.packageName}): ${href}`);
  }
}
process.exitCode = missing > 0 ? 1 : 0;
