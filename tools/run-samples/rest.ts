// The REST endpoints a page with plugins shows: a `curl http://localhost:3000/<path>` command that
// is not a GraphQL request is sent to the page's server, as the user the command implies (a
// customer's cookie, an administrator's bearer token), and the JSON block after it is compared by shape.

import { findFencedBlocks } from '../markdown/fences';
import type { Page } from '../markdown/read-page';
import { compareShape } from './compare';
import { curlBody, type Role } from './parse';

export interface RestCall {
  file: string;
  line: number;
  method: string;
  path: string;
  role: Role;
  body?: string;
  response?: unknown;
}

/** Each curl command of the page to a path other than the GraphQL APIs, with the JSON shown after it. */
export function restCallsOf(page: Page): RestCall[] {
  const fenced = findFencedBlocks(page.body, page.bodyLine);
  const calls: RestCall[] = [];
  fenced.forEach((block, index) => {
    if (!['bash', 'sh', 'shell'].includes(block.lang)) return;
    // One command per curl, with its continuation lines.
    const commands = block.code.replace(/\\\n\s*/g, ' ').split('\n').filter((line) => /^\s*curl\s/.test(line));
    const last = commands.length - 1;
    commands.forEach((command, i) => {
      const url = /https?:\/\/localhost:\d+(\/[^\s'"]*)/.exec(command);
      if (!url || /^\/(shop|admin)-api\b/.test(url[1])) return;
      const body = curlBody(command);
      const method = /-X\s+(\w+)/.exec(command)?.[1] ?? (body ? 'POST' : 'GET');
      const role: Role = /Authorization: Bearer \$ADMIN/i.test(command) ? 'superadmin' : /(-b|--cookie)\s/.test(command) ? 'customer' : 'guest';
      let response: unknown;
      const next = fenced[index + 1];
      if (i === last && next?.lang === 'json') {
        try {
          response = JSON.parse(next.code);
        } catch {
          response = undefined;
        }
      }
      calls.push({ file: page.file, line: block.fenceLine, method, path: url[1], role, body, response });
    });
  });
  return calls;
}

/** Sends one call; the failure message, or undefined when it passed. */
export async function runRestCall(url: string, call: RestCall, token: string | undefined): Promise<string | undefined> {
  const response = await fetch(`${url}${call.path}`, {
    method: call.method,
    headers: { ...(call.body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: call.body,
  });
  const text = await response.text();
  if (!response.ok) return `${call.method} ${call.path}: HTTP ${response.status} ${text.slice(0, 200)}`;
  if (call.response === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `${call.method} ${call.path}: the page shows JSON, the server sent ${text.slice(0, 100)}`;
  }
  const differences = compareShape(call.response, json, 'response');
  return differences.length ? `${call.method} ${call.path}: the response differs from the page's: ${differences.slice(0, 3).join('; ')}` : undefined;
}
