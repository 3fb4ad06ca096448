import {
  type DefinitionNode,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoUnusedFragmentsRule,
  buildSchema,
  extendSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import type { ApiType, SchemaSdl } from '../reference/inputs/graphql-schemas';
import type { SampleBlock, SampleError } from './sample-blocks';

/** The block's API, from `title="Shop API"` / `title="Admin API"`. */
export function apiOf(block: SampleBlock): ApiType | undefined {
  const match = /\b(shop|admin) api\b/i.exec(block.title ?? '');
  return match ? (match[1].toLowerCase() as ApiType) : undefined;
}

function isExecutable(definition: DefinitionNode): boolean {
  return definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION;
}

function errorsAt(block: SampleBlock, error: GraphQLError | Error): SampleError {
  const location = error instanceof GraphQLError ? error.locations?.[0] : undefined;
  return {
    file: block.file,
    line: block.line + (location ? location.line - 1 : 0),
    message: error.message.split('\n')[0],
  };
}

function validateOperations(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  const definitions = document.definitions.filter(isExecutable);
  if (definitions.length === 0) return [];
  // A block that only shows a fragment is fine; unused fragments matter only next to operations.
  const hasOperation = definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
  const rules = hasOperation ? specifiedRules : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  return validate(schema, { ...document, definitions }, rules);
}

/**
 * Validates every operation against the final schema of its API. A block that
 * extends the schema (`extend type Query { … }`) is checked by building the
 * extended schema, which later blocks of the same page and API then use, the
 * way a guide adds a field and then queries it.
 */
export function checkGraphql(blocks: SampleBlock[], sdl: SchemaSdl): SampleError[] {
  const base: Record<ApiType, GraphQLSchema> = { admin: buildSchema(sdl.admin), shop: buildSchema(sdl.shop) };
  const pageSchemas = new Map<string, GraphQLSchema>();
  const errors: SampleError[] = [];
  for (const block of blocks) {
    const api = apiOf(block);
    if (!api) {
      errors.push({ file: block.file, line: block.line - 1, message: 'graphql block without its API: add title="Shop API" or title="Admin API"' });
      continue;
    }
    let document: DocumentNode;
    try {
      document = parse(block.code);
    } catch (error) {
      errors.push(errorsAt(block, error as Error));
      continue;
    }
    const key = `${block.file}\0${api}`;
    let schema = pageSchemas.get(key) ?? base[api];
    const extensions = document.definitions.filter((d) => !isExecutable(d));
    if (extensions.length > 0) {
      try {
        schema = extendSchema(schema, { ...document, definitions: extensions });
        pageSchemas.set(key, schema);
      } catch (error) {
        errors.push(errorsAt(block, error as Error));
        continue;
      }
    }
    errors.push(...validateOperations(schema, document).map((error) => errorsAt(block, error)));
  }
  return errors;
}
