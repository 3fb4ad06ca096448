// Run: sends each planned block to the server, as the user it names, and judges the response.

import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType, Kind, parse } from 'graphql';
import { compareResponse, errorCodes, errorResults } from './compare';
import type { Api, Role } from './parse';
import type { PlannedBlock } from './plan';

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

/** One session: the token Vendure returns in `vendure-auth-token` is sent back with each request. */
class Session {
  private token?: string;
  constructor(private endpoint: string) {}

  async send(query: string, variables: Record<string, unknown> = {}): Promise<Response> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.token = response.headers.get('vendure-auth-token') ?? this.token;
    const text = await response.text();
    try {
      return JSON.parse(text) as Response;
    } catch {
      return { errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 200)}` }] };
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
class PageSessions {
  private sessions = new Map<string, Session>();
  constructor(private url: string) {}

  async for(api: Api, role: Role): Promise<Session> {
    const key = `${api}:${role}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = new Session(`${this.url}/${api}-api`);
      if (role === 'superadmin') await session.signIn(superadmin.username, superadmin.password);
      if (role === 'customer') await session.signIn(sampleCustomer.emailAddress, sampleCustomer.password);
      this.sessions.set(key, session);
    }
    return session;
  }
}

/** Judges a response: GraphQL errors and ErrorResults fail unless the meta or the shown response expects them. */
export function judge(planned: Extract<PlannedBlock, { action: 'run' }>, response: Response): string | undefined {
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
    const differences = compareResponse(shown, response);
    if (differences.length) return `the response differs from the page's: ${differences.slice(0, 3).join('; ')}${differences.length > 3 ? ` (+${differences.length - 3} more)` : ''}`;
  }
  return undefined;
}

function pathValue(data: unknown, path: string): any {
  let value: any = { data };
  for (const part of path.match(/[^.[\]]+/g) ?? []) value = value?.[part];
  return value;
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
}

/** Runs one page's planned blocks in order. */
export async function runPage(planned: PlannedBlock[], context: RunContext): Promise<Outcome[]> {
  const sessions = new PageSessions(context.url);
  const outcomes: Outcome[] = [];
  for (const item of planned) {
    if (item.action === 'skip') {
      outcomes.push({ planned: item, status: 'skipped', reason: item.reason });
    } else if (item.action === 'invalid') {
      outcomes.push({ planned: item, status: 'failed', message: item.problem });
    } else if (item.action === 'schema') {
      if (!context.checksSchema) {
        outcomes.push({ planned: item, status: 'skipped', reason: 'schema a plugin adds: the page shows no complete plugin to load' });
        continue;
      }
      const missing = missingFromSchema(item.block.code, await servedSchema(context.url, item.api));
      outcomes.push(missing.length ? { planned: item, status: 'failed', message: `the server's schema has no ${missing.join(', ')}` } : { planned: item, status: 'passed' });
    } else {
      try {
        const session = await sessions.for(item.api, item.role);
        const message = judge(item, await session.send(item.query, item.variables));
        outcomes.push(message ? { planned: item, status: 'failed', message } : { planned: item, status: 'passed' });
      } catch (error) {
        outcomes.push({ planned: item, status: 'failed', message: (error as Error).message });
      }
    }
  }
  return outcomes;
}

const schemas = new Map<string, Promise<GraphQLSchema>>();

function servedSchema(url: string, api: Api): Promise<GraphQLSchema> {
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
