import * as z from 'zod/v4';
import { errorResultExample, resultUnionOf } from '../reference/graphql/error-results';
import type { ArgumentModel, FieldModel, NamedTypeModel } from '../reference/graphql/model';
import { likelyNames } from './closest-names';
import { API_TYPES, fieldHrefOf, type GraphqlApi, type GraphqlApis, otherApi } from './graphql-apis';
import { InputError } from './input-error';

export const MAX_NAME_CHARS = 200;

const API_RULE = 'api must be "shop" (the storefront\'s Shop API) or "admin" (the Admin API).';

/** The `api` argument both GraphQL tools take. */
export const apiInput = z
  .enum(API_TYPES, { error: (issue) => (issue.input === undefined ? `api is required: ${API_RULE}` : API_RULE) })
  .describe('"shop" for the Shop API (storefronts), "admin" for the Admin API.');

export const graphqlSchemaInput = z.strictObject({
  api: apiInput,
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'name is required: a type, Type.field, enum, input, query or mutation name.' : 'name must be a string.') })
    .max(MAX_NAME_CHARS, `name is longer than ${MAX_NAME_CHARS} characters: pass one name such as Order, Order.lines or addItemToOrder.`)
    .describe('A type (Order), a field (Order.lines), an enum (OrderState… or CurrencyCode), an input type (CreateProductInput), or a query or mutation (activeOrder, addItemToOrder, Mutation.addItemToOrder).'),
});

export type GraphqlSchemaInput = z.infer<typeof graphqlSchemaInput>;

/** What a name resolved to in one API. */
type Found =
  | { kind: 'type'; type: NamedTypeModel }
  | { kind: 'field'; type: NamedTypeModel; field: FieldModel }
  | { kind: 'operation'; operation: 'query' | 'mutation'; field: FieldModel };

const ROOTS = { query: 'query', mutation: 'mutation' } as const;

/** A map's entry by exact name, else by a name that differs only in case. */
function byName<T>(map: ReadonlyMap<string, T>, name: string): T | undefined {
  const exact = map.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  for (const [key, value] of map) if (key.toLowerCase() === lower) return value;
  return undefined;
}

function find(api: GraphqlApi, name: string): Found | undefined {
  const dot = name.indexOf('.');
  if (dot >= 0) {
    const [typeName, fieldName] = [name.slice(0, dot), name.slice(dot + 1)];
    const root = ROOTS[typeName.toLowerCase() as keyof typeof ROOTS];
    if (root) {
      const field = byName(root === 'query' ? api.queries : api.mutations, fieldName);
      return field && { kind: 'operation', operation: root, field };
    }
    const type = byName(api.types, typeName);
    const field = type && byName(new Map([...type.fields, ...type.values.map((v) => ({ ...v, type: { text: type.name, named: type.name }, args: [] }))].map((f) => [f.name, f])), fieldName);
    return type && field && { kind: 'field', type, field };
  }
  // An exact name first: `product` is the query, `Product` the type.
  for (const exact of [true, false]) {
    const get = <T,>(map: ReadonlyMap<string, T>) => (exact ? map.get(name) : byName(map, name));
    const type = get(api.types);
    if (type) return { kind: 'type', type };
    const query = get(api.queries);
    if (query) return { kind: 'operation', operation: 'query', field: query };
    const mutation = get(api.mutations);
    if (mutation) return { kind: 'operation', operation: 'mutation', field: mutation };
  }
  return undefined;
}

/** The names a lookup could have meant: the type's fields for `Type.x`, else every type, query and mutation. */
function namesNear(api: GraphqlApi, name: string): string[] {
  const dot = name.indexOf('.');
  const type = dot >= 0 ? byName(api.types, name.slice(0, dot)) : undefined;
  if (type) {
    const members = [...type.fields.map((f) => f.name), ...type.values.map((v) => v.name)];
    return likelyNames(name.slice(dot + 1), members).map((member) => `${type.name}.${member}`);
  }
  const root = dot >= 0 ? ROOTS[name.slice(0, dot).toLowerCase() as keyof typeof ROOTS] : undefined;
  if (root) return likelyNames(name.slice(dot + 1), (root === 'query' ? api.queries : api.mutations).keys());
  return likelyNames(dot >= 0 ? name.slice(0, dot) : name, [...api.types.keys(), ...api.queries.keys(), ...api.mutations.keys()]);
}

const deprecated = (reason: string | undefined) => (reason === undefined ? '' : ` @deprecated(reason: ${JSON.stringify(reason)})`);

function argumentSdl(arg: ArgumentModel): string {
  return `${arg.name}: ${arg.type.text}${arg.defaultValue ? ` = ${arg.defaultValue}` : ''}${deprecated(arg.deprecationReason)}`;
}

/** `name(args): Type`, one argument a line when there are more than two. */
function fieldSdl(field: FieldModel, indent = ''): string {
  if (field.args.length === 0) return `${indent}${argumentSdl(field)}`;
  const args =
    field.args.length > 2 ? `(\n${field.args.map((a) => `${indent}  ${argumentSdl(a)}`).join('\n')}\n${indent})` : `(${field.args.map(argumentSdl).join(', ')})`;
  return `${indent}${field.name}${args}: ${field.type.text}${deprecated(field.deprecationReason)}`;
}

const KEYWORDS: Record<NamedTypeModel['kind'], string> = { object: 'type', interface: 'interface', union: 'union', input: 'input', enum: 'enum', scalar: 'scalar' };

/** The type's SDL without descriptions: they follow it, one line each, so the signature reads at a glance. */
function typeSdl(type: NamedTypeModel): string {
  const head = `${KEYWORDS[type.kind]} ${type.name}${type.interfaces.length ? ` implements ${type.interfaces.join(' & ')}` : ''}`;
  if (type.kind === 'scalar') return head;
  if (type.kind === 'union') return `${head} = ${type.possibleTypes.join(' | ')}`;
  const members = type.kind === 'enum' ? type.values.map((v) => `  ${v.name}${deprecated(v.deprecationReason)}`) : type.fields.map((f) => fieldSdl(f, '  '));
  return `${head} {\n${members.join('\n')}\n}`;
}

/** Multi-line descriptions on one line each, for lists. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function describedMembers(type: NamedTypeModel): string[] {
  const members = [...type.fields, ...type.values].filter((m) => m.description);
  return members.length ? ['', 'Described members:', ...members.map((m) => `- ${m.name}: ${oneLine(m.description)}`)] : [];
}

function describedArguments(field: FieldModel): string[] {
  const args = field.args.filter((a) => a.description);
  return args.length ? ['', 'Arguments:', ...args.map((a) => `- ${a.name}: ${oneLine(a.description)}`)] : [];
}

const KIND_NAMES: Record<NamedTypeModel['kind'], string> = {
  object: 'Object type',
  interface: 'Interface',
  union: 'Union',
  input: 'Input type',
  enum: 'Enum',
  scalar: 'Scalar',
};

/** What an operation's result union means for its selection: the errors come back as members of the union. */
function resultUnionNote(api: GraphqlApi, field: FieldModel, operation: 'query' | 'mutation'): string[] {
  const union = resultUnionOf(field, api.types);
  if (!union) return [];
  return [
    '',
    `Returns ${field.type.named}: ${union.success.join(' or ')} on success, else one of the error results ${union.errors.join(', ')} (each implements ErrorResult). ` +
      'Select them, or the response holds {} for an error:',
    '```graphql',
    errorResultExample(operation, field, union, api.types),
    '```',
  ];
}

function typeLinks(api: GraphqlApi, siteUrl: string, name: string): string {
  const href = api.hrefs.get(name);
  return href ? ` (${siteUrl}${href})` : '';
}

/** The lookup's answer as Markdown: what it is, its SDL, description, deprecation and reference URL. */
function render(api: GraphqlApi, found: Found, siteUrl: string): string {
  const where = `${api.name} of Vendure ${api.version}`;
  if (found.kind === 'type') {
    const { type } = found;
    const related =
      type.kind === 'interface' && type.possibleTypes.length
        ? [`Implemented by: ${type.possibleTypes.join(', ')}`]
        : type.kind === 'union'
          ? [`Members: ${type.possibleTypes.map((m) => `${m}${api.types.get(m)?.interfaces.includes('ErrorResult') ? ' (error result)' : ''}`).join(', ')}`]
          : [];
    return [
      `# ${type.name}`,
      `${KIND_NAMES[type.kind]} of the ${where}. Reference: ${siteUrl}${api.hrefs.get(type.name)}`,
      '',
      type.description || '(No description.)',
      ...(related.length ? ['', ...related] : []),
      '',
      '```graphql',
      typeSdl(type),
      '```',
      ...describedMembers(type),
    ].join('\n');
  }
  const field = found.field;
  const isEnumValue = found.kind === 'field' && found.type.kind === 'enum';
  const title = found.kind === 'operation' ? `${found.operation} ${field.name}` : `${found.type.name}.${field.name}`;
  const what =
    found.kind === 'operation'
      ? `${found.operation === 'query' ? 'Query' : 'Mutation'} of the ${where}`
      : `${isEnumValue ? 'Value of the enum' : found.type.kind === 'input' ? 'Field of the input type' : 'Field of the type'} ${found.type.name}, ${where}`;
  const href = found.kind === 'operation' ? api.hrefs.get(`${found.operation}:${field.name}`) : isEnumValue ? api.hrefs.get(found.type.name) : fieldHrefOf(api, found.type.name, field.name);
  const sdl = isEnumValue
    ? `enum ${found.type.name} {\n  ${field.name}${deprecated(field.deprecationReason)}\n}`
    : `${found.kind === 'operation' ? (found.operation === 'query' ? 'type Query' : 'type Mutation') : `${KEYWORDS[found.type.kind]} ${found.type.name}`} {\n${fieldSdl(field, '  ')}\n}`;
  return [
    `# ${title}`,
    `${what}. Reference: ${siteUrl}${href}`,
    '',
    field.description || '(No description.)',
    ...(field.deprecationReason !== undefined ? ['', `Deprecated: ${field.deprecationReason}`] : []),
    '',
    '```graphql',
    sdl,
    '```',
    ...(isEnumValue ? [] : describedArguments(field)),
    ...(isEnumValue ? [] : ['', `Type: ${field.type.text}${typeLinks(api, siteUrl, field.type.named)}`]),
    ...(found.kind === 'operation' ? resultUnionNote(api, field, found.operation) : []),
  ].join('\n');
}

/**
 * Looks a name up in one API's schema. An unknown name is an
 * {@link InputError}: it names the other API when the name is there, and
 * the closest names of this one.
 */
export function graphqlSchemaLookup(apis: GraphqlApis, input: GraphqlSchemaInput, siteUrl: string): string {
  const name = input.name.trim().replace(/\s+/g, '');
  if (!name) throw new InputError('name is empty: pass a type, Type.field, enum, input, query or mutation name such as Order or addItemToOrder.');
  const api = apis[input.api];
  const found = find(api, name);
  if (found) return render(api, found, siteUrl);
  const other = apis[otherApi(input.api)];
  const elsewhere = find(other, name);
  if (elsewhere) {
    const what = elsewhere.kind === 'operation' ? `a ${elsewhere.operation}` : elsewhere.kind === 'field' ? 'a field' : 'a type';
    throw new InputError(`${name} is not in the ${api.name}: it is ${what} of the ${other.name}. Look it up with api "${other.api}".`);
  }
  const near = namesNear(api, name);
  throw new InputError(`${name} is not in the ${api.name}, nor in the ${other.name}. Did you mean ${near.map((n) => `"${n}"`).join(', ')}?`);
}
