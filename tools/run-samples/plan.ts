// Plan: for each GraphQL block, whether it runs, as whom, with which variables and fragments, or
// why it is skipped. Pure: no server involved.

import { type FragmentDefinitionNode, Kind, parse, visit } from 'graphql';
import { type Api, isObject, type Role, type RunBlock } from './parse';

export type PlannedBlock =
  | {
      block: RunBlock;
      action: 'run';
      api: Api;
      role: Role;
      query: string;
      variables: Record<string, unknown>;
      /** Required variables the page gives no value for: taken from earlier responses of the page when the run can. */
      missing: string[];
    }
  /** Schema definitions: checked against the server's schema when the page's plugin is loaded. */
  | { block: RunBlock; action: 'schema'; api: Api }
  | { block: RunBlock; action: 'skip'; reason: string }
  /** Cannot be run as written: a failure, with what to change. */
  | { block: RunBlock; action: 'invalid'; problem: string };

/** A variable value `"upload:photo.png"` is sent as a file of that name, a small PNG image (multipart request). */
export const UPLOAD_PREFIX = 'upload:';

/** `over` wins; objects are merged key by key, so `vars` can replace one placeholder of a json block. */
export function mergeVariables(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    merged[key] = isObject(value) && isObject(merged[key]) ? mergeVariables(merged[key] as Record<string, unknown>, value) : value;
  }
  return merged;
}

function defaultRole(api: Api): Role {
  return api === 'admin' ? 'superadmin' : 'guest';
}

function spreadNames(code: string): { spread: Set<string>; defined: Map<string, string> } {
  const spread = new Set<string>();
  const defined = new Map<string, string>();
  const document = parse(code);
  visit(document, { FragmentSpread: (node) => void spread.add(node.name.value) });
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) defined.set((d as FragmentDefinitionNode).name.value, code);
  }
  return { spread, defined };
}

/**
 * The blocks of one page, in order. Fragments shown earlier on the page join the operations that
 * spread them. With `withPageSchema` (the server has the page's plugins or custom fields), blocks
 * marked no-check run too: no-check is about the static check against the default schema.
 */
export function planPage(blocks: RunBlock[], withPageSchema = false): PlannedBlock[] {
  const fragments = new Map<string, string>();
  return blocks.map((block): PlannedBlock => {
    if (block.problem) return { block, action: 'invalid', problem: block.problem };
    if (block.noCheck !== undefined && !(withPageSchema && block.api)) return { block, action: 'skip', reason: `marked no-check: ${block.noCheck || 'no reason given'}` };
    if (block.meta.skip) return { block, action: 'skip', reason: block.meta.skip };
    if (block.fromTs?.skip) return { block, action: 'skip', reason: block.fromTs.skip };
    if (block.fromTs && !block.api) return { block, action: 'skip', reason: 'a TypeScript template whose API the page does not say: add title="…" naming the Shop API or Admin API, or skip="…"' };
    if (!block.api) return { block, action: 'invalid', problem: 'no API: add title="Shop API" or title="Admin API"' };
    if (block.kind === 'schema') return { block, action: 'schema', api: block.api };
    const { spread, defined } = spreadNames(block.code);
    // Fragment-only blocks are kept by their name; an operation gets the ones it spreads and lacks.
    const fragmentDefs = [...fragments.entries()];
    for (const [name] of defined) fragments.set(name, fragmentOnly(block.code, name));
    if (block.kind === 'fragment') return { block, action: 'skip', reason: 'a fragment: runs with the operations after it that spread it' };
    const added = new Set<string>();
    const addFragments = (names: Set<string>) => {
      for (const name of names) {
        if (defined.has(name) || added.has(name)) continue;
        const source = fragmentDefs.find(([n]) => n === name)?.[1];
        if (!source) continue;
        added.add(name);
        addFragments(spreadNames(source).spread);
      }
    };
    addFragments(spread);
    // `@path` values come from earlier responses: the run resolves them.
    const ids = new Map([...(block.meta.ids ?? new Map<string, string>())].filter(([, to]) => !to.startsWith('@')));
    const query = replaceIds([block.code, ...[...added].map((name) => fragments.get(name))].join('\n\n'), ids);
    const variables = replaceIdValues(mergeVariables(block.variables ?? {}, block.meta.vars ?? {}), ids) as Record<string, unknown>;
    // An upload the page gives no value for is a small image (see UPLOAD_PREFIX).
    for (const name of block.uploads) if (!(name in variables)) variables[name] = `${UPLOAD_PREFIX}image.png`;
    const missing = [...block.variableNames].filter(([name, required]) => required && !(name in variables)).map(([name]) => name);
    // A TypeScript sample's variables come from its code, not from the page's earlier responses
    // (a `deleteProduct($id)` must not take the id of the product the page listed last): without vars= on its fence it is not run.
    if (block.fromTs && missing.length) return { block, action: 'skip', reason: `a TypeScript template with variables (${missing.map((m) => `$${m}`).join(', ')}): add vars='{…}' to the block's fence to run it` };
    return { block, action: 'run', api: block.api, role: block.meta.as ?? defaultRole(block.api), query, variables, missing };
  });
}

/** `"21"` → `"13"` for each pair of `ids=`, wherever the ID is a quoted literal of the operation. */
export function replaceIds(query: string, ids: Map<string, string>): string {
  return ids.size ? query.replace(/"([^"\\]*)"/g, (literal, value: string) => (ids.has(value) ? `"${ids.get(value)}"` : literal)) : query;
}

export function replaceIdValues(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceIdValues(item, ids));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceIdValues(v, ids)]));
  return value;
}

/** The definition of one fragment out of a block's code. */
function fragmentOnly(code: string, name: string): string {
  const document = parse(code);
  const definition = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
  return definition?.loc ? code.slice(definition.loc.start, definition.loc.end) : '';
}
