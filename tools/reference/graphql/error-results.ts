import type { FieldModel, NamedTypeModel } from './model';

/** The interface every expected error of a Vendure mutation implements. */
export const ERROR_RESULT = 'ErrorResult';

/** Where the one explanation of the pattern lives, linked from every operation that returns one. */
export const ERROR_RESULTS_HREF = '/reference/graphql-api/#error-results';

export interface ResultUnion {
  /** The union's members that are not errors, e.g. `Order`. */
  success: string[];
  /** Its members that implement `ErrorResult`, e.g. `OrderPaymentStateError`. */
  errors: string[];
}

/** The success and error members of an operation's result, when it returns a union with error results. */
export function resultUnionOf(field: FieldModel, types: ReadonlyMap<string, NamedTypeModel>): ResultUnion | undefined {
  const union = types.get(field.type.named);
  if (union?.kind !== 'union') return undefined;
  const isError = (name: string) => types.get(name)?.interfaces.includes(ERROR_RESULT) ?? false;
  const errors = union.possibleTypes.filter(isError);
  return errors.length > 0 ? { success: union.possibleTypes.filter((name) => !isError(name)), errors } : undefined;
}

const SCALARS = new Set(['ID', 'String', 'Int', 'Float', 'Boolean']);

/** What a selection of a success type shows: its `id`, or else its first scalar field. */
function successSelection(type: NamedTypeModel | undefined): string {
  const fields = type?.fields ?? [];
  const field = fields.find((f) => f.name === 'id') ?? fields.find((f) => SCALARS.has(f.type.named) && f.args.length === 0);
  return field?.name ?? '__typename';
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A complete operation that selects the success type and every error result
 * through the interface, with the required arguments as variables, so it
 * validates against the schema as it stands.
 */
export function errorResultExample(
  operation: 'query' | 'mutation',
  field: FieldModel,
  result: ResultUnion,
  types: ReadonlyMap<string, NamedTypeModel>,
): string {
  const required = field.args.filter((arg) => arg.type.text.endsWith('!') && arg.defaultValue === undefined);
  const variables = required.length ? `(${required.map((arg) => `$${arg.name}: ${arg.type.text}`).join(', ')})` : '';
  const args = required.length ? `(${required.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  return [
    `${operation} ${pascal(field.name)}${variables} {`,
    `  ${field.name}${args} {`,
    ...result.success.flatMap((name) => [`    ... on ${name} {`, `      ${successSelection(types.get(name))}`, '    }']),
    `    ... on ${ERROR_RESULT} {`,
    '      errorCode',
    '      message',
    '    }',
    '  }',
    '}',
  ].join('\n');
}
