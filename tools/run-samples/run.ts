import path from 'node:path';
// Run: sends each planned block to the server, as the user it names, and judges the response.

import { buildClientSchema, getIntrospectionQuery, getNamedType, type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType, Kind, parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { compareResponse, errorCodes, errorResults } from './compare';
import { answers } from './parse';
import type { Api, Role } from './parse';
import { type PlannedBlock, replaceIdValues, replaceIds, UPLOAD_PREFIX } from './plan';
import { LOG_WAIT_MS, type ServerLog } from './server-log';

export type Outcome =
  | { planned: PlannedBlock; status: 'passed' }
  | { planned: PlannedBlock; status: 'failed'; message: string }
  | { planned: PlannedBlock; status: 'skipped'; reason: string };

/** A sample customer of tools/screenshots/sample-activity.ts, who has orders and an address. */
export const sampleCustomer = { emailAddress: 'hayden.zieme@example.com', password: 'screenshots' };
const superadmin = { username: 'superadmin', password: 'superadmin' };

interface Response {
  data?: any;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

function withIdsFromResponses(query: string, variables: Record<string, unknown>, ids: Map<string, string> | undefined, responses: unknown[]) {
  const resolved = new Map<string, string>();
  for (const [from, to] of ids ?? []) {
    if (!to.startsWith('@')) continue;
    const value = [...responses].reverse().map((data) => pathValue(data, `data.${to.slice(1)}`)).find((v) => v !== undefined && v !== null);
    if (value !== undefined) resolved.set(from, String(value));
  }
  return resolved.size ? { query: replaceIds(query, resolved), variables: replaceIdValues(variables, resolved) as Record<string, unknown> } : { query, variables };
}

/** The names of the operations of a document, in order. */
export function operationNames(query: string): string[] {
  return parse(query).definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION && d.name ? [d.name.value] : []));
}

function rootFieldsOfOperation(query: string, name: string): Set<string> {
  const operation = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  const fields = new Set<string>();
  if (operation?.kind === Kind.OPERATION_DEFINITION) {
    for (const selection of operation.selectionSet.selections) if (selection.kind === Kind.FIELD) fields.add(selection.alias?.value ?? selection.name.value);
  }
  return fields;
}

/** A 1×1 PNG: what an upload variable sends. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** The paths (`variables.input.0.file`) and file names of the upload values in the variables. */
export function uploadsIn(value: unknown, at = 'variables'): Array<{ path: string; name: string }> {
  if (typeof value === 'string') return value.startsWith(UPLOAD_PREFIX) ? [{ path: at, name: value.slice(UPLOAD_PREFIX.length) }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => uploadsIn(item, `${at}.${i}`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => uploadsIn(v, `${at}.${key}`));
  return [];
}

/** A GraphQL multipart request: the operation with null for each file, the map, then the files. */
function multipartBody(query: string, variables: Record<string, unknown>, files: Array<{ path: string; name: string }>, pageFiles: Map<string, string>, operationName?: string): FormData {
  const nulled = JSON.parse(JSON.stringify(variables, (_, v) => (typeof v === 'string' && v.startsWith(UPLOAD_PREFIX) ? null : v)));
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: nulled, operationName }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((file, i) => [String(i), [file.path]]))));
  files.forEach((file, i) => {
    // A file the page shows (a block titled with its name) is sent as shown; any other is a small image.
    const shown = pageFiles.get(file.name);
    const blob = shown !== undefined ? new Blob([shown], { type: file.name.endsWith('.csv') ? 'text/csv' : 'text/plain' }) : new Blob([PNG], { type: 'image/png' });
    form.append(String(i), blob, path.basename(file.name));
  });
  return form;
}

/** One session: the token Vendure returns in `vendure-auth-token` is sent back with each request. */
export class Session {
  token?: string;
  constructor(private endpoint: string) {}

  async send(query: string, variables: Record<string, unknown> = {}, pageFiles = new Map<string, string>(), operationName?: string): Promise<Response> {
    const auth: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    const files = uploadsIn(variables);
    const response = await fetch(this.endpoint, {
      method: 'POST',
      ...(files.length
        ? { headers: { ...auth, 'apollo-require-preflight': 'true' }, body: multipartBody(query, variables, files, pageFiles, operationName) }
        : { headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ query, variables, operationName }) }),
    });
    this.token = response.headers.get('vendure-auth-token') ?? this.token;
    const text = await response.text();
    try {
      return JSON.parse(text) as Response;
    } catch {
      return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 200)}` }] };
    }
  }

  /** Adds the first sample variant (a laptop) when the session's order is empty or missing. */
  async fillCart(): Promise<void> {
    const { data } = await this.send(`query Cart { activeOrder { lines { id } } }`);
    if (data?.activeOrder?.lines?.length) return;
    const added = await this.send(`mutation Fill { addItemToOrder(productVariantId: "1", quantity: 1) { __typename ... on ErrorResult { message } } }`);
    if (added.data?.addItemToOrder?.__typename !== 'Order') {
      throw new Error(`adding an item to the shopper's cart failed: ${added.errors?.[0]?.message ?? added.data?.addItemToOrder?.message}`);
    }
  }

  async signIn(username: string, password: string): Promise<void> {
    const { data, errors } = await this.send(
      `mutation SignIn($username: String!, $password: String!) { login(username: $username, password: $password) { __typename ... on ErrorResult { message } } }`,
      { username, password },
    );
    if (errors?.length || data?.login?.__typename !== 'CurrentUser') {
      throw new Error(`signing in as ${username} failed: ${errors?.[0]?.message ?? data?.login?.message}`);
    }
  }
}

/** The sessions of one page: a reader follows a page in one browser, so a guest's cart lasts the page. */
export class PageSessions {
  private sessions = new Map<string, Session>();
  /** `responses` gets the customer's latest placed order on sign-in, for a block that asks for an order `code`. */
  constructor(private url: string, private responses: unknown[]) {}

  async for(api: Api, role: Role): Promise<Session> {
    // A shopper is the page's guest, with something in the cart.
    const key = `${api}:${role === 'shopper' ? 'guest' : role}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = new Session(`${this.url}/${api}-api`);
      if (role === 'superadmin') await session.signIn(superadmin.username, superadmin.password);
      if (role === 'customer') {
        await session.signIn(sampleCustomer.emailAddress, sampleCustomer.password);
        const { data } = await session.send(
          `query LatestOrder { activeCustomer { orders(options: { take: 1, filter: { active: { eq: false } }, sort: { orderPlacedAt: DESC } }) { items { code } } } }`,
        );
        if (data) this.responses.push(data);
      }
      this.sessions.set(key, session);
    }
    if (role === 'shopper') await session.fillCart();
    return session;
  }
}

/** The response keys of the fields of the query whose type is the JSON scalar. */
export function jsonFieldsOf(query: string, schema: GraphQLSchema): Set<string> {
  const keys = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    parse(query),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (type && getNamedType(type).name === 'JSON') keys.add(node.alias?.value ?? node.name.value);
      },
    }),
  );
  return keys;
}

/** Judges a response: GraphQL errors and ErrorResults fail unless the meta or the shown response expects them. */
export function judge(planned: Extract<PlannedBlock, { action: 'run' }>, response: Response, jsonFields = new Set<string>()): string | undefined {
  const shown = planned.block.response;
  const expected = new Set<string>([
    ...(planned.block.meta.expectError ? [planned.block.meta.expectError] : []),
    ...errorCodes(shown?.errors),
    ...errorResults(shown?.data).map((e) => e.code),
  ]);
  const codes = errorCodes(response.errors);
  if (response.errors?.length) {
    const unexpected = response.errors.filter((_, i) => !expected.has(codes[i]));
    if (unexpected.length) return `GraphQL error ${codes[response.errors.indexOf(unexpected[0])]}: ${unexpected[0].message}`;
  }
  const results = errorResults(response.data);
  const unexpectedResult = results.find((r) => !expected.has(r.code));
  if (unexpectedResult) {
    const message = pathValue(response.data, unexpectedResult.path)?.message;
    return `${unexpectedResult.path} is ${unexpectedResult.code}${message ? `: ${message}` : ''}`;
  }
  const wanted = planned.block.meta.expectError;
  if (wanted && !codes.includes(wanted) && !results.some((r) => r.code === wanted)) {
    return `expected ${wanted}, but the server sent ${codes.length ? codes.join(', ') : 'no error'}`;
  }
  if (shown) {
    const differences = compareResponse(shown, response, jsonFields);
    if (differences.length) return `the response differs from the page's: ${differences.slice(0, 3).join('; ')}${differences.length > 3 ? ` (+${differences.length - 3} more)` : ''}`;
  }
  return undefined;
}

function pathValue(data: unknown, path: string): any {
  let value: any = { data };
  for (const part of path.match(/[^.[\]]+/g) ?? []) value = value?.[part];
  return value;
}

/** The value of the first field named `name` in a response's data, depth first. */
export function fieldValue(data: unknown, name: string): unknown {
  if (Array.isArray(data)) {
    for (const item of data) {
      const value = fieldValue(item, name);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (name in record && record[name] !== null && typeof record[name] !== 'object') return record[name];
  for (const value of Object.values(record)) {
    const found = fieldValue(value, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A required variable the page gives no value for takes the value of the field of that name in the
 * latest response of the page that has one, as a reader copies the order code from the previous step.
 */
export function fillFromResponses(missing: string[], responses: unknown[]): { values: Record<string, unknown>; unfilled: string[] } {
  const values: Record<string, unknown> = {};
  const unfilled: string[] = [];
  for (const name of missing) {
    const value = [...responses].reverse().map((data) => fieldValue(data, name)).find((v) => v !== undefined);
    if (value === undefined) unfilled.push(name);
    else values[name] = value;
  }
  return { values, unfilled };
}

/** What a schema block defines that the served schema lacks (types, fields, enum values). */
export function missingFromSchema(code: string, schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const definition of parse(code).definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    const type = schema.getType(name);
    if (!type) {
      missing.push(`type ${name}`);
      continue;
    }
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_EXTENSION) {
      const values = new Set(('getValues' in type ? (type as any).getValues() : []).map((v: { name: string }) => v.name));
      for (const v of definition.values ?? []) if (!values.has(v.name.value)) missing.push(`${name}.${v.name.value}`);
    }
    if ('fields' in definition && definition.fields && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) {
      const fields = type.getFields();
      for (const field of definition.fields) if (!fields[field.name.value]) missing.push(`${name}.${field.name.value}`);
    }
  }
  return missing;
}

export interface RunContext {
  url: string;
  /** Schema blocks are checked only on a server that loaded the page's plugin. */
  checksSchema: boolean;
  /** The server's log, for blocks with `log="…"`. */
  log?: ServerLog;
}

/** Runs one page's planned blocks in order. */
export async function runPage(planned: PlannedBlock[], context: RunContext): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const responses: unknown[] = [];
  const sessions = new PageSessions(context.url, responses);
  for (const item of planned) {
    if (item.action === 'skip') {
      outcomes.push({ planned: item, status: 'skipped', reason: item.reason });
    } else if (item.action === 'invalid') {
      outcomes.push({ planned: item, status: 'failed', message: item.problem });
    } else if (item.action === 'schema') {
      const missing = missingFromSchema(item.block.code, await servedSchema(context.url, item.api));
      // Without the page's plugins, a schema block passes only if the sample server already serves it
      // (an option of a core plugin it sets); otherwise there is nothing to check it against.
      if (!context.checksSchema && missing.length) {
        outcomes.push({ planned: item, status: 'skipped', reason: 'schema a plugin adds: the page shows no complete plugin to load' });
        continue;
      }
      outcomes.push(missing.length ? { planned: item, status: 'failed', message: `the server's schema has no ${missing.join(', ')}` } : { planned: item, status: 'passed' });
    } else {
      try {
        // The session first: signing in as the customer adds their latest order to the responses.
        const session = await sessions.for(item.api, item.role);
        const { values, unfilled } = fillFromResponses(item.missing, responses);
        if (unfilled.length) {
          const names = unfilled.map((name) => `$${name}`).join(', ');
          outcomes.push({ planned: item, status: 'failed', message: `no value for ${names}: show the variables in a json block after it, or add vars='{…}' to its fence` });
          continue;
        }
        const variables: Record<string, unknown> = { ...item.variables, ...values };
        const logFrom = context.log?.lines.length ?? 0;
        const jsonFields = item.block.response ? jsonFieldsOf(item.query, await servedSchema(context.url, item.api)) : undefined;
        // A block with several operations (a file of them) sends each in turn; the response shown is that of the operation it answers.
        const names = operationNames(item.query);
        let message: string | undefined;
        for (const operationName of names.length > 1 ? names : [undefined]) {
          // `ids="31=@addItemToOrder.lines.0.id"`: from the latest response that has it, an earlier operation's too.
          const { query, variables: sent } = withIdsFromResponses(item.query, variables, item.block.meta.ids, responses);
          const response = await session.send(query, sent, item.block.pageFiles, operationName);
          if (response.data) responses.push(response.data);
          const shown = item.block.response;
          const answered = !operationName || !shown || answers(shown, rootFieldsOfOperation(item.query, operationName));
          message = judge(answered ? item : { ...item, block: { ...item.block, response: undefined } }, response, jsonFields);
          if (message) {
            if (operationName) message = `${operationName}: ${message}`;
            break;
          }
        }
        if (!message && item.block.meta.log) message = await missingLogLine(item.block.meta.log, context.log, logFrom);
        outcomes.push(message ? { planned: item, status: 'failed', message } : { planned: item, status: 'passed' });
      } catch (error) {
        outcomes.push({ planned: item, status: 'failed', message: (error as Error).message });
      }
    }
  }
  return outcomes;
}

/** Why a block's `log="…"` line is missing, or undefined when the server logged it after the block was sent. */
export async function missingLogLine(text: string, log: ServerLog | undefined, from: number): Promise<string | undefined> {
  if (!log) return `log="${text}": this server's log is not recorded`;
  const line = await log.waitFor(text, from);
  if (line) return undefined;
  const recent = log.lines.slice(from).map((l) => `${l.context ? `[${l.context}] ` : ''}${l.message}`);
  return `the server did not log "${text}" within ${LOG_WAIT_MS / 1000} s${recent.length ? `; it logged: ${recent.slice(-3).join(' | ')}` : ''}`;
}

const schemas = new Map<string, Promise<GraphQLSchema>>();

/** The schema a server serves for an API, introspected once per server. */
export function servedSchema(url: string, api: Api): Promise<GraphQLSchema> {
  const key = `${url}/${api}`;
  if (!schemas.has(key)) {
    schemas.set(
      key,
      (async () => {
        const session = new Session(`${url}/${api}-api`);
        if (api === 'admin') await session.signIn(superadmin.username, superadmin.password);
        const { data } = await session.send(getIntrospectionQuery());
        return buildClientSchema(data);
      })(),
    );
  }
  return schemas.get(key)!;
}

/** Forgets the schemas of a server that stopped (the next server may serve another on the same URL). */
export function forgetSchemas(): void {
  schemas.clear();
}
