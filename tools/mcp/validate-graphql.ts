import {
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  isUnionType,
  Kind,
  NoDeprecatedCustomRule,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import * as z from 'zod/v4';
import { ERROR_RESULT } from '../reference/graphql/error-results';
import { likelyNames } from './closest-names';
import { type GraphqlApi, type GraphqlApis, otherApi } from './graphql-apis';
import { apiInput } from './graphql-schema';
import { InputError } from './input-error';

/** Far longer than any operation a storefront sends; a longer text is not one operation document. */
export const MAX_OPERATION_CHARS = 50_000;
export const MAX_VARIABLES_CHARS = 50_000;

const VARIABLES_RULE = 'variables must be a JSON object of the operation\'s variables, e.g. {"id": "1"}';

export const validateGraphqlInput = z.strictObject({
  api: apiInput,
  query: z
    .string({ error: (issue) => (issue.input === undefined ? 'query is required: the GraphQL operation to validate.' : 'query must be a string.') })
    .max(MAX_OPERATION_CHARS, `query is longer than ${MAX_OPERATION_CHARS} characters: validate one operation document at a time.`)
    .describe('The GraphQL document: one or more operations (query, mutation) and their fragments.'),
  variables: z
    .union([z.record(z.string(), z.unknown()), z.string().max(MAX_VARIABLES_CHARS, `variables is longer than ${MAX_VARIABLES_CHARS} characters.`)], { error: VARIABLES_RULE })
    .optional()
    .describe('The variables as a JSON object (or its text): also checks that each is given and has its declared type.'),
  operationName: z
    .string({ error: 'operationName must be a string.' })
    .max(200, 'operationName is longer than 200 characters.')
    .optional()
    .describe('Which operation the variables are for, when the document has several.'),
});

export type ValidateGraphqlInput = z.infer<typeof validateGraphqlInput>;

const problem = z.object({
  message: z.string(),
  /** `line:column` of each place the problem concerns, 1-based. */
  locations: z.array(z.string()),
  suggestion: z.string().optional(),
});

export const validateGraphqlOutput = z.object({
  api: z.string(),
  valid: z.boolean(),
  errors: z.array(problem),
  warnings: z.array(problem),
});

export type ValidateGraphqlResult = z.infer<typeof validateGraphqlOutput>;
type Problem = z.infer<typeof problem>;

function problemOf(error: GraphQLError, suggestion?: string): Problem {
  return {
    message: error.message,
    locations: (error.locations ?? []).map(({ line, column }) => `${line}:${column}`),
    ...(suggestion ? { suggestion } : {}),
  };
}

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

const ROOT_NAMES: Record<string, string> = { Query: 'query', Mutation: 'mutation' };

/**
 * A hint for an error graphql-js gives no "Did you mean" for: the name is in
 * the other API, or these are the closest names it could be.
 */
function suggestionFor(error: GraphQLError, api: GraphqlApi, other: GraphqlApi, document?: DocumentNode): string | undefined {
  const message = error.message;
  // graphql-js's own "Did you mean" stands, unless the name is in the other API: that is what was meant.
  const suggested = /Did you mean/.test(message);
  let match = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(message);
  if (match) {
    const [, field, typeName] = match;
    const root = ROOT_NAMES[typeName];
    const elsewhere = root ? (root === 'query' ? other.schema.getQueryType() : other.schema.getMutationType())?.getFields()[field] : (() => {
      const type = other.schema.getType(typeName);
      return type && 'getFields' in type ? type.getFields()[field] : undefined;
    })();
    if (elsewhere) {
      const what = root ? `a ${root} of the ${other.name} only` : `a field of ${typeName} in the ${other.name} only`;
      return `\`${field}\` is ${what}; this is the ${api.name}. Validate with api "${other.api}" if the operation is meant for the ${other.name}.`;
    }
    const type = api.schema.getType(typeName);
    if (type && 'getFields' in type && !suggested) return `Fields of ${typeName} closest to "${field}": ${quoted(likelyNames(field, Object.keys(type.getFields()), 5))}.`;
    return undefined;
  }
  match = /^Unknown type "(\w+)"\./.exec(message);
  if (match) {
    const [, typeName] = match;
    if (other.schema.getType(typeName)) return `${typeName} is a type of the ${other.name} only; this is the ${api.name}.`;
    if (suggested) return undefined;
    return `Types closest to "${typeName}": ${quoted(likelyNames(typeName, Object.keys(api.schema.getTypeMap()).filter((n) => !n.startsWith('__')), 5))}.`;
  }
  if (suggested) return undefined;
  match = /^Unknown argument "(\w+)" on field "(\w+)\.(\w+)"\./.exec(message);
  if (match) {
    const [, argument, typeName, field] = match;
    const type = api.schema.getType(typeName);
    const args = type && 'getFields' in type ? (type.getFields()[field] as { args?: { name: string }[] } | undefined)?.args ?? [] : [];
    return args.length ? `${typeName}.${field} takes ${quoted(args.map((a) => a.name))}.` : `${typeName}.${field} takes no arguments.`;
  }
  match = /^Variable "\$(\w+)" of type "(.+)" used in position expecting type "(.+)"\.$/.exec(message);
  if (match) return `Declare $${match[1]} as ${match[3]}.`;
  match = /^Variable "\$(\w+)" is not defined/.exec(message);
  if (match) return `Declare it with the operation: query Name($${match[1]}: <its type>) { … }.`;
  match = /^Variable "\$(\w+)" of required type "(.+)" was not provided\.$/.exec(message);
  if (match) return `Add "${match[1]}" to the variables (a value of type ${match[2]}).`;
  match = /^Variable "\$(\w+)" of non-null type "(.+)" must not be null\.$/.exec(message);
  if (match) return `Give "${match[1]}" a value of type ${match[2]}, not null.`;
  // A literal of the wrong type: graphql-js names the type it expected only for some.
  const value = error.nodes?.[0];
  const expected = document && value && value.kind !== Kind.VARIABLE ? expectedTypes(api.schema, document).get(value) : undefined;
  return expected && `${expected.where} takes ${expected.type}.`;
}

/**
 * The type each argument and input field value of the document must have,
 * by its value node, so a value of the wrong type (graphql-js names the type
 * it expected only for some) gets the argument and its type.
 */
function expectedTypes(schema: GraphQLSchema, document: DocumentNode): Map<ASTNode, { where: string; type: string }> {
  const types = new Map<ASTNode, { where: string; type: string }>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const field = typeInfo.getFieldDef();
        const type = typeInfo.getInputType();
        if (field && type) types.set(node.value, { where: `The argument ${node.name.value} of ${typeInfo.getParentType()?.name}.${field.name}`, type: String(type) });
      },
      ObjectField(node) {
        const type = typeInfo.getInputType();
        const parent = typeInfo.getParentInputType();
        if (type) types.set(node.value, { where: `The field ${node.name.value} of ${parent ? getNamedType(parent).name : 'the input'}`, type: String(type) });
      },
    }),
  );
  return types;
}

/**
 * Fields that return a union with error results (`UpdateOrderItemsResult`)
 * whose selection reads none of them: no `__typename`, no fragment on
 * `ErrorResult` and not one on every error type. Such an error comes back as
 * an empty object, which a client takes for success or cannot read.
 */
function unreadErrorResults(schema: GraphQLSchema, document: DocumentNode): Problem[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const warnings: Problem[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const union = getNamedType(typeInfo.getType());
        if (!isUnionType(union) || !node.selectionSet) return;
        const members = union.getTypes();
        const errors = members.filter((t) => t.getInterfaces().some((i) => i.name === ERROR_RESULT));
        if (errors.length === 0) return;
        const conditions = new Set<string>();
        let typename = false;
        const seen = new Set<string>();
        // Fragments without a type condition, or on the union itself, select at the union's level.
        const collect = (selectionSet: SelectionSetNode) => {
          for (const selection of selectionSet.selections) {
            if (selection.kind === Kind.FIELD) typename ||= selection.name.value === '__typename';
            else if (selection.kind === Kind.INLINE_FRAGMENT) {
              const on = selection.typeCondition?.name.value;
              if (on === undefined || on === union.name) collect(selection.selectionSet);
              else conditions.add(on);
            } else {
              const fragment = fragments.get(selection.name.value);
              if (!fragment || seen.has(fragment.name.value)) continue;
              seen.add(fragment.name.value);
              const on = fragment.typeCondition.name.value;
              if (on === union.name) collect(fragment.selectionSet);
              else conditions.add(on);
            }
          }
        };
        collect(node.selectionSet);
        const unread = errors.filter((t) => !conditions.has(t.name) && !t.getInterfaces().some((i) => conditions.has(i.name)));
        if (typename || unread.length === 0) return;
        const read = members.filter((t) => conditions.has(t.name) || t.getInterfaces().some((i) => conditions.has(i.name))).map((t) => t.name);
        warnings.push({
          message:
            `${node.name.value} returns ${union.name}, a union of ${members.length - errors.length === 1 ? members.find((t) => !errors.includes(t))!.name : 'its success types'} and error results (${errors.map((t) => t.name).join(', ')}); ` +
            `this selection reads ${read.length ? read.join(', ') : 'none of its members'}, so ${unread.length === errors.length ? 'an error result comes back as an empty object' : unread.length === 1 ? `${unread[0].name} comes back as an empty object` : `${unread.map((t) => t.name).join(', ')} come back as empty objects`}.`,
          locations: node.loc ? [`${node.loc.startToken.line}:${node.loc.startToken.column}`] : [],
          suggestion: `Add \`... on ${ERROR_RESULT} { errorCode message }\` to the selection of ${node.name.value} (or at least __typename).`,
        });
      },
    }),
  );
  return warnings;
}

function parseVariables(variables: ValidateGraphqlInput['variables']): Record<string, unknown> | undefined {
  if (typeof variables !== 'string') return variables;
  if (!variables.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(variables);
  } catch (error) {
    throw new InputError(`variables is not valid JSON (${(error as Error).message}): ${VARIABLES_RULE}.`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InputError(`${VARIABLES_RULE}, not ${Array.isArray(parsed) ? 'an array' : String(parsed)}.`);
  return parsed as Record<string, unknown>;
}

/** The operation the variables are for: the one named, or the only one. */
function operationFor(document: DocumentNode, name: string | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const names = operations.map((o) => o.name?.value ?? '(anonymous)');
  if (name) {
    const named = operations.find((o) => o.name?.value === name);
    if (!named) throw new InputError(`The document has no operation named ${name}; its operations: ${names.join(', ')}.`);
    return named;
  }
  if (operations.length !== 1) throw new InputError(`The document has ${operations.length} operations (${names.join(', ')}): pass operationName to say which the variables are for.`);
  return operations[0];
}

/**
 * Validates a document against one API as a Vendure server would (graphql-js
 * `validate` with the specified rules), then, when variables are given,
 * coerces them as a request would. Adds a hint where graphql-js has no
 * "Did you mean", and warns about deprecated fields and about result unions
 * whose error results the selection does not read.
 */
export function validateGraphql(apis: GraphqlApis, input: ValidateGraphqlInput): ValidateGraphqlResult {
  try {
    return check(apis, input);
  } catch (error) {
    // graphql-js parses and validates recursively: a document nested thousands of levels deep runs out of stack.
    if (error instanceof RangeError) throw new InputError('query nests its selections too deeply to validate: no operation a client sends is nested thousands of levels deep.');
    throw error;
  }
}

function check(apis: GraphqlApis, input: ValidateGraphqlInput): ValidateGraphqlResult {
  if (!input.query.trim()) throw new InputError('query is empty: pass the GraphQL operation to validate, e.g. "query { activeOrder { id } }".');
  const api = apis[input.api];
  const other = apis[otherApi(input.api)];
  const variables = parseVariables(input.variables);
  let document: DocumentNode;
  try {
    document = parse(input.query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { api: api.name, valid: false, errors: [problemOf(error)], warnings: [] };
  }
  const errors = validate(api.schema, document).map((error) => problemOf(error, suggestionFor(error, api, other, document)));
  if (errors.length === 0 && variables !== undefined) {
    const operation = operationFor(document, input.operationName?.trim() || undefined);
    const coerced = getVariableValues(api.schema, operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
    if ('errors' in coerced && coerced.errors) errors.push(...coerced.errors.map((error) => problemOf(error, suggestionFor(error, api, other))));
  }
  const warnings = [
    ...validate(api.schema, document, [NoDeprecatedCustomRule]).map((error) => problemOf(error)),
    ...(errors.length === 0 ? unreadErrorResults(api.schema, document) : []),
  ];
  if (errors.length === 0 && variables !== undefined) {
    const declared = new Set(operationFor(document, input.operationName?.trim() || undefined).variableDefinitions?.map((d) => d.variable.name.value));
    for (const name of Object.keys(variables)) {
      if (!declared.has(name)) warnings.push({ message: `variables has "${name}", which the operation does not declare: the server ignores it.`, locations: [] });
    }
  }
  return { api: api.name, valid: errors.length === 0, errors, warnings };
}

function problemLines(list: Problem[]): string[] {
  return list.flatMap((p, i) => [
    `${i + 1}. ${p.locations.length ? `${p.locations.join(', ')} ` : ''}${p.message}`,
    ...(p.suggestion ? [`   Suggestion: ${p.suggestion}`] : []),
  ]);
}

/** The result as the text an assistant reads (the same data is also returned as structured content). */
export function formatValidation(result: ValidateGraphqlResult, version: string): string {
  const against = `the ${result.api} of Vendure ${version}`;
  const head = result.valid
    ? `Valid against ${against}${result.warnings.length ? `, with ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}` : ''}.`
    : `Not valid against ${against}: ${result.errors.length} error${result.errors.length === 1 ? '' : 's'}.`;
  return [
    head,
    ...(result.errors.length ? ['', 'Errors (line:column):', ...problemLines(result.errors)] : []),
    ...(result.warnings.length ? ['', 'Warnings:', ...problemLines(result.warnings)] : []),
  ].join('\n');
}
