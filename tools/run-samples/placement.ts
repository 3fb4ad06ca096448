// Placement: which server a page with plugins runs on. Its own server (a process with the page's
// plugins, started from a copy of the sample database) costs a start-up, so a page goes there only
// when something of it needs the plugins: a graphql block (the page's API), a REST call, or a
// document of its TypeScript samples that the sample server's schema does not validate.

import { type GraphQLSchema, parse, validate } from 'graphql';
import type { Api } from './parse';
import type { PlannedBlock } from './plan';

/** `schemaOf`: the schema the sample server (without the page's plugins) serves for an API. */
export async function needsOwnServer(planned: PlannedBlock[], restCalls: number, schemaOf: (api: Api) => Promise<GraphQLSchema>): Promise<boolean> {
  if (restCalls > 0 || planned.some((p) => !p.block.fromTs)) return true;
  for (const p of planned) {
    if (p.action !== 'run') continue;
    if (validate(await schemaOf(p.api), parse(p.query)).length > 0) return true;
  }
  return false;
}
