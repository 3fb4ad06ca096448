// Parse: the GraphQL blocks of a page, with what the page says about running them: the API
// (the block's title, as check:samples reads it), the variables and the response it shows
// (the json blocks right after it) and the run meta on its fence line.

import { type DocumentNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { noCheckReason, parseBlockMeta } from '../markdown/block-meta';
import { type FencedBlock, findFencedBlocks } from '../markdown/fences';
import type { Page } from '../markdown/read-page';
import { apiOf } from '../samples/check-graphql';
import type { SampleBlock } from '../samples/sample-blocks';
import { apiOfTsContext, templateDocumentsOf } from './ts-documents';

export type Api = 'shop' | 'admin';
/**
 * Who sends a block: the superadmin, a guest (an anonymous shop session), the same guest with an
 * item in the cart (a shopper), or a sample customer (signed in, with orders and an address).
 */
export type Role = 'superadmin' | 'guest' | 'shopper' | 'customer';

/** The run meta of a fence line: `as=customer`, `expect-error=CODE`, `vars='{…}'`, `skip="why"`, `log="text"`. */
export interface RunMeta {
  as?: Role;
  /** `log="was cancelled"`: a line the server's log shows after the block (a subscriber's or a job's `Logger` line). */
  log?: string;
  expectError?: string;
  vars?: Record<string, unknown>;
  /** `ids="21=13 7=3"`: the page's example IDs (quoted literals and variable values) → the sample data's. */
  ids?: Map<string, string>;
  skip?: string;
}

export type BlockKind =
  /** Has at least one query or mutation: sent to the server. */
  | 'operation'
  /** Only fragments: added to the page's later operations that spread them. */
  | 'fragment'
  /** Schema definitions (`type`, `extend type`, `input`…): what the page's plugin adds. */
  | 'schema';

export interface RunBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  api?: Api;
  code: string;
  kind: BlockKind;
  meta: RunMeta;
  /** The no-check reason, when the block is marked no-check ('' without a reason comment). */
  noCheck?: string;
  /** Declared variables: name → required (non-null without a default). */
  variableNames: Map<string, boolean>;
  /** The page's blocks titled with a file name, by title: what an `upload:<title>` value sends. */
  pageFiles: Map<string, string>;
  /** Declared variables of the `Upload` type (or a list of it). */
  uploads: Set<string>;
  /** The response keys of the operations' top-level fields (aliases where given). */
  rootFields: Set<string>;
  /** From a json block after it: the `variables` of a request body, or an object of the operation's variables. */
  variables?: Record<string, unknown>;
  /** From a json block after it with `data` or `errors`. */
  response?: { data?: unknown; errors?: unknown };
  /** Why the block or its meta could not be read, reported as a failure. */
  problem?: string;
  /** A document of a ts/tsx block's `gql`/`graphql(…)` template (ts-documents.ts), not a graphql block. */
  fromTs?: {
    /** Why it is not run, when the document cannot be read on its own or is not for a server. */
    skip?: string;
  };
}

const ROLES = new Set<Role>(['superadmin', 'guest', 'shopper', 'customer']);

/** `key=value`, `key="value"` and `key='value'` pairs of a fence's meta; keys may contain hyphens and dots. */
export function metaValues(meta: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of meta.matchAll(/(?:^|\s)([\w.-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    values.set(match[1], match[2] ?? match[3] ?? match[4]);
  }
  return values;
}

/**
 * Reads the run meta; throws with a writer-facing message when a value is malformed. For one
 * operation of a TypeScript block that holds several, `key.OperationName=…` (`vars.UpdateProduct='{…}'`)
 * replaces `key` of the fence.
 */
export function parseRunMeta(meta: string, operation?: string): RunMeta {
  const values = metaValues(meta);
  for (const [key, value] of [...values]) {
    const [base, name] = key.split('.');
    if (name && name === operation) values.set(base, value);
  }
  const result: RunMeta = {};
  const as = values.get('as');
  if (as !== undefined) {
    if (!ROLES.has(as as Role)) throw new Error(`as=${as}: use as=superadmin, as=guest, as=shopper or as=customer`);
    result.as = as as Role;
  }
  const expectError = values.get('expect-error');
  if (expectError !== undefined) result.expectError = expectError;
  const log = values.get('log');
  if (log !== undefined) {
    if (!log.trim()) throw new Error('log="…" needs the text of the log line to wait for');
    result.log = log;
  }
  const skip = values.get('skip');
  if (skip !== undefined) {
    if (!skip.trim()) throw new Error('skip="…" needs the reason the block cannot run');
    result.skip = skip;
  }
  const ids = values.get('ids');
  if (ids !== undefined) {
    result.ids = new Map();
    for (const pair of ids.split(/[\s,]+/).filter(Boolean)) {
      const [from, to] = pair.split('=');
      if (!from || !to) throw new Error(`ids="${ids}": write ids="<the page's ID>=<the sample data's ID> …"`);
      result.ids.set(from, to);
    }
  }
  const vars = values.get('vars');
  if (vars !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(vars);
    } catch {
      throw new Error(`vars='${vars}' is not JSON: write vars='{"name": "value"}'`);
    }
    if (!isObject(parsed)) throw new Error(`vars='${vars}' must be a JSON object`);
    result.vars = parsed;
  }
  return result;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(document: DocumentNode): BlockKind {
  if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) return 'operation';
  if (document.definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION)) return 'fragment';
  return 'schema';
}

function uploadVariables(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      let type = v.type;
      while (type.kind !== Kind.NAMED_TYPE) type = type.type;
      if (type.name.value === 'Upload') names.add(v.variable.name.value);
    }
  }
  return names;
}

function rootFieldsOf(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.alias?.value ?? selection.name.value);
    }
  }
  return names;
}

/** Whether a shown response is one of these fields': its data keys, or the paths of its errors. */
export function answers(response: { data?: unknown; errors?: unknown }, rootFields: Set<string>): boolean {
  const dataKeys = isObject(response.data) ? Object.keys(response.data) : [];
  const errorRoots = Array.isArray(response.errors) ? response.errors.flatMap((e) => (isObject(e) && Array.isArray(e.path) ? [String(e.path[0])] : [])) : [];
  return [...dataKeys, ...errorRoots].every((key) => rootFields.has(key));
}

function declaredVariables(document: DocumentNode): Map<string, boolean> {
  const names = new Map<string, boolean>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of (definition as OperationDefinitionNode).variableDefinitions ?? []) {
      names.set(v.variable.name.value, v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
    }
  }
  return names;
}

/**
 * What a json block right after a GraphQL block shows: the response (`data` or `errors`), a request
 * body's `variables`, or the variables themselves (an object whose keys the operation declares).
 */
export function classifyJson(value: unknown, variableNames: Map<string, boolean>): 'response' | 'request' | 'variables' | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0) return undefined;
  if (keys.includes('data') || keys.includes('errors')) return 'response';
  if (keys.includes('query') && isObject(value.variables)) return 'request';
  if (keys.every((key) => variableNames.has(key))) return 'variables';
  return undefined;
}

/** The JSON body of a curl command (`-d '{…}'` or `--data '{…}'`), if it has one. */
export function curlBody(command: string): string | undefined {
  return /(?:^|\s)(?:-d|--data(?:-raw)?)\s+'([^']*)'/.exec(command)?.[1];
}

function asSampleBlock(page: Page, fenced: FencedBlock): SampleBlock {
  return { file: page.file, line: fenced.fenceLine + 1, language: 'graphql', jsx: false, title: parseBlockMeta(fenced.meta).title, code: fenced.code };
}

/** The GraphQL blocks of a page in page order, each with the json blocks that follow it. */
export function runBlocksOf(page: Page): RunBlock[] {
  const fenced = findFencedBlocks(page.body, page.bodyLine);
  const blocks: RunBlock[] = [];
  const pageFiles = new Map<string, string>();
  for (const block of fenced) {
    const title = parseBlockMeta(block.meta).title;
    if (title) pageFiles.set(title, block.code);
  }
  fenced.forEach((block, index) => {
    if ((block.lang === 'ts' || block.lang === 'tsx') && page.file.startsWith('docs/guides/')) {
      blocks.push(...tsDocumentsOf(page, block, pageFiles));
      return;
    }
    if (block.lang !== 'graphql' && block.lang !== 'gql') return;
    const flags = parseBlockMeta(block.meta).flags;
    const run: RunBlock = {
      file: page.file,
      line: block.fenceLine,
      api: apiOf(asSampleBlock(page, block)),
      code: block.code,
      kind: 'schema',
      meta: {},
      noCheck: flags.has('no-check') ? (noCheckReason(block.lineAbove) ?? '') : undefined,
      variableNames: new Map(),
      rootFields: new Set(),
      uploads: new Set(),
      pageFiles,
    };
    blocks.push(run);
    try {
      run.meta = parseRunMeta(block.meta);
    } catch (error) {
      run.problem = (error as Error).message;
    }
    let document: DocumentNode;
    try {
      document = parse(block.code);
    } catch (error) {
      // A block that is not GraphQL at all (a sketch with `…`) can only be run if it parses.
      run.problem ??= `does not parse: ${(error as Error).message.split('\n')[0]}`;
      return;
    }
    run.kind = kindOf(document);
    run.variableNames = declaredVariables(document);
    run.rootFields = rootFieldsOf(document);
    run.uploads = uploadVariables(document);
    for (const next of fenced.slice(index + 1)) {
      // A json block, or a curl command whose body (-d '{…}') is the request.
      const json = next.lang === 'json' ? next.code : ['bash', 'sh', 'shell'].includes(next.lang) ? curlBody(next.code) : undefined;
      if (json === undefined) break;
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        break;
      }
      const kind = classifyJson(value, run.variableNames);
      // A response of another operation (the page's prose goes on to another case) is not this block's.
      if (!kind || (kind === 'response' && !answers(value as RunBlock['response'] & object, run.rootFields))) break;
      if (kind === 'response') run.response ??= value as RunBlock['response'];
      else if (kind === 'request') run.variables ??= (value as { variables: Record<string, unknown> }).variables;
      else run.variables ??= value as Record<string, unknown>;
    }
  });
  return blocks;
}

/**
 * The GraphQL documents of a ts/tsx block, as run blocks: the API from the block's title when it
 * names one, else from the page's context; the run meta from the TypeScript block's fence.
 */
function tsDocumentsOf(page: Page, block: FencedBlock, pageFiles: Map<string, string>): RunBlock[] {
  const { title } = parseBlockMeta(block.meta);
  const titled = apiOf(asSampleBlock(page, block));
  const runs = templateDocumentsOf(block.code).map((template): RunBlock => {
    const run: RunBlock = {
      file: page.file,
      line: block.fenceLine + 1 + template.lineInBlock,
      api: titled ?? apiOfTsContext(page.file, title, block.code, template.name),
      code: template.code,
      kind: 'schema',
      meta: {},
      variableNames: new Map(),
      rootFields: new Set(),
      uploads: new Set(),
      pageFiles,
      fromTs: {},
    };
    if (template.unreadable) {
      run.fromTs = { skip: `a TypeScript template that ${template.unreadable}` };
      return run;
    }
    let document: DocumentNode;
    try {
      document = parse(template.code);
    } catch (error) {
      run.fromTs = { skip: `a TypeScript template that is not a GraphQL document on its own: ${(error as Error).message.split('\n')[0]}` };
      return run;
    }
    try {
      run.meta = parseRunMeta(block.meta, operationNameOf(document));
    } catch (error) {
      run.problem = (error as Error).message;
    }
    run.kind = kindOf(document);
    run.variableNames = declaredVariables(document);
    run.rootFields = rootFieldsOf(document);
    run.uploads = uploadVariables(document);
    return run;
  });
  // Schema definitions (a plugin's `extend type Query { … }`) are what the plugin adds, not a document to send.
  return runs.filter((run) => run.fromTs?.skip || run.kind !== 'schema');
}

function operationNameOf(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation?.name?.value;
}
