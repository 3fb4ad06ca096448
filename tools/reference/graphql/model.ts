/**
 * The plain model of one GraphQL API: what the read stage produces from the
 * schema and the render stage consumes. Type references keep the wrapped
 * named type so links can be made: `[Product!]!` → named `Product`.
 */
export type ApiType = 'admin' | 'shop';

export interface TypeRef {
  /** As written in SDL, e.g. `[ProductVariant!]!`. */
  text: string;
  /** The named type inside the wrappers. */
  named: string;
}

export interface ArgumentModel {
  name: string;
  type: TypeRef;
  defaultValue?: string;
  description: string;
  deprecationReason?: string;
}

export interface FieldModel extends ArgumentModel {
  args: ArgumentModel[];
}

export type GraphqlKind = 'object' | 'interface' | 'union' | 'input' | 'enum' | 'scalar';

export interface NamedTypeModel {
  name: string;
  kind: GraphqlKind;
  description: string;
  /** Fields of objects, interfaces and input objects. */
  fields: FieldModel[];
  /** Enum values, as fields without type. */
  values: { name: string; description: string; deprecationReason?: string }[];
  /** Interfaces an object implements. */
  interfaces: string[];
  /** Members of a union, or implementations of an interface. */
  possibleTypes: string[];
}

export interface ApiModel {
  api: ApiType;
  /** Every named type except the root operation types and introspection types, sorted by name. */
  types: NamedTypeModel[];
  queries: FieldModel[];
  mutations: FieldModel[];
}
