import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  astFromValue,
  print,
} from 'graphql';
import type { ApiModel, ApiType, ArgumentModel, FieldModel, GraphqlKind, NamedTypeModel } from './model';

function argument(arg: GraphQLArgument | GraphQLInputField): ArgumentModel {
  const defaultAst = arg.defaultValue !== undefined ? astFromValue(arg.defaultValue, arg.type) : undefined;
  return {
    name: arg.name,
    type: { text: String(arg.type), named: getNamedType(arg.type).name },
    ...(defaultAst ? { defaultValue: print(defaultAst) } : {}),
    description: arg.description ?? '',
    ...(arg.deprecationReason ? { deprecationReason: arg.deprecationReason } : {}),
  };
}

function field(f: GraphQLField<unknown, unknown>): FieldModel {
  return {
    name: f.name,
    type: { text: String(f.type), named: getNamedType(f.type).name },
    description: f.description ?? '',
    ...(f.deprecationReason ? { deprecationReason: f.deprecationReason } : {}),
    args: f.args.map(argument),
  };
}

function kindOf(type: GraphQLNamedType): GraphqlKind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  return 'scalar';
}

function namedType(schema: GraphQLSchema, type: GraphQLNamedType): NamedTypeModel {
  const kind = kindOf(type);
  return {
    name: type.name,
    kind,
    description: type.description ?? '',
    fields: isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields()).map(field)
      : isInputObjectType(type)
        ? Object.values(type.getFields()).map((f) => ({ ...argument(f), args: [] }))
        : [],
    values: isEnumType(type)
      ? type.getValues().map((v) => ({ name: v.name, description: v.description ?? '', ...(v.deprecationReason ? { deprecationReason: v.deprecationReason } : {}) }))
      : [],
    interfaces: isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : [],
    possibleTypes: isUnionType(type) || isInterfaceType(type) ? schema.getPossibleTypes(type).map((t) => t.name).sort() : [],
  };
}

/** Reads one API's schema (SDL) into the plain model; scalars are kept so their names can link. */
export function readApi(api: ApiType, sdl: string): ApiModel {
  const schema = buildSchema(sdl);
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !roots.has(t.name))
    .map((t) => namedType(schema, t))
    .sort((a, b) => a.name.localeCompare(b.name));
  const rootFields = (type: ReturnType<GraphQLSchema['getQueryType']>) =>
    type ? Object.values(type.getFields()).map(field).sort((a, b) => a.name.localeCompare(b.name)) : [];
  return { api, types, queries: rootFields(schema.getQueryType()), mutations: rootFields(schema.getMutationType()) };
}
