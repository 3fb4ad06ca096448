import path from 'node:path';
import { readApi } from './graphql/read';
import { planGraphqlRoutes } from './graphql/routes';
import { loadVendureSchemaSdl } from './inputs/graphql-schemas';
import { hrefOf } from './typescript/doc-links';
import { locatePackages } from './typescript/inputs';
import { readDeclarations } from './typescript/read';
import { memberAnchor, planRoutes } from './typescript/routes';

/**
 * `npm run -s reference:where -- ProductVariant OrderProcess.transitions activeOrder`:
 * prints the reference links for each name (TypeScript declarations and
 * members; GraphQL types, queries and mutations of both APIs), for writers.
 */
async function main() {
  const root = path.resolve(__dirname, '../..');
  const { declarations } = readDeclarations(locatePackages(root));
  const { targets } = planRoutes(declarations);
  const sdl = await loadVendureSchemaSdl();
  const graphql = (['admin', 'shop'] as const).map((api) => ({ api, hrefs: planGraphqlRoutes(readApi(api, sdl[api])).hrefs }));
  let missing = 0;
  for (const query of process.argv.slice(2)) {
    const [name, member] = query.split('.');
    const found: string[] = [];
    for (const d of declarations.filter((d) => d.name === name)) {
      const target = targets.get(d.id)!;
      // An inherited member (e.g. Nest's `controllers` on VendurePluginMetadata) has no anchor on the page.
      if (member && !d.members.some((m) => m.name === member)) {
        found.push(`TypeScript (${d.packageName}): no member "${member}" on this page; link the declaration: ${hrefOf(target)}`);
        continue;
      }
      found.push(`TypeScript (${d.packageName}): ${member ? `${target.route}#${memberAnchor(target, member)}` : hrefOf(target)}`);
    }
    for (const { api, hrefs } of graphql) {
      for (const key of [name, `query:${name}`, `mutation:${name}`]) {
        const href = hrefs.get(key);
        if (href) found.push(`GraphQL ${api} ${key.includes(':') ? key.split(':')[0] : 'type'}: ${href}`);
      }
    }
    if (found.length === 0) missing++;
    console.log(`${query}: ${found.length ? `\n  ${found.join('\n  ')}` : 'not in the reference'}`);
  }
  process.exitCode = missing > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
