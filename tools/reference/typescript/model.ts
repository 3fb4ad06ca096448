/**
 * The plain, serialisable model of the documented TypeScript declarations.
 * Nothing here refers to compiler objects: the read stage produces it, the
 * routes and render stages consume it, and golden tests compare it as JSON.
 */

/** A piece of a type's text; `targetId` is set when the piece names a documented declaration. */
export interface TypeToken {
  text: string;
  targetId?: string;
  /** Set when the piece stands for a generated GraphQL selection of this type (see selections.ts). */
  graphqlType?: string;
}

/** A type as written in the declaration, split so documented names can link. */
export type TypeText = TypeToken[];

/** Markers a doc comment can carry on a declaration or a member. */
export interface DocTags {
  /** Markdown; may contain `{@link Name}` inline links. */
  description: string;
  examples: string[];
  since?: string;
  /** Present when deprecated; the text says what to use instead ('' when it says nothing). */
  deprecated?: string;
  experimental: boolean;
  default?: string;
  /** `@param name - text`, in the order written; absent when the comment has none. */
  params?: DocParam[];
  /** `@returns text`. */
  returns?: string;
}

export interface DocParam {
  name: string;
  /** Markdown. */
  text: string;
}

export type MemberKind = 'property' | 'method' | 'constructor' | 'accessor' | 'index-signature' | 'enum-member';

export interface MemberModel extends DocTags {
  name: string;
  kind: MemberKind;
  /** Property type, method return type, or enum value. */
  type: TypeText;
  /** Method/constructor parameters, e.g. `(ctx: RequestContext, id: ID)`. */
  parameters?: TypeText;
  optional: boolean;
  readonly: boolean;
  static: boolean;
  /**
   * Every signature of an overloaded method or constructor, in declaration
   * order, each with its own doc comment; absent when there is only one. The
   * member itself is deprecated only when all of them are.
   */
  overloads?: MemberSignature[];
  /**
   * Set when the member's own comment has no description and the one shown is
   * that of the same member on a class or interface it extends or implements.
   */
  inheritedFrom?: InheritedFrom;
}

/** The declaration a member's description was taken from. */
export interface InheritedFrom {
  name: string;
  /** Set when that declaration is documented, so the note can link to its member. */
  targetId?: string;
}

/** One parameter of a function, as a reader passes it. */
export interface ParameterModel {
  name: string;
  type: TypeText;
  optional: boolean;
  rest: boolean;
}

/** One signature of an overloaded method: parameters (type parameters first), return type and its own doc tags. */
export interface MemberSignature extends DocTags {
  parameters: TypeText;
  type: TypeText;
}

export type DeclarationKind = 'class' | 'interface' | 'type' | 'function' | 'enum' | 'variable';

export interface DeclarationModel extends DocTags {
  /** Fully qualified, e.g. `@vendure/core:Product`. */
  id: string;
  name: string;
  kind: DeclarationKind;
  packageName: string;
  packageVersion: string;
  /** Path of the declaration file inside the package, e.g. `dist/entity/product/product.entity.d.ts`. */
  file: string;
  /** The raw `@docsCategory` value, e.g. `core plugins/EmailPlugin`. */
  category: string;
  /** The raw `@docsPage` value, when declarations share a page. */
  page?: string;
  weight: number;
  /** The declaration's header as a reader would write it, e.g. `class Product extends VendureEntity implements …`. */
  signature: TypeText;
  /** A generic class's type parameters by name, e.g. `['T']`: its instances are `SelectionManager<T>`. */
  typeParameters?: string[];
  members: MemberModel[];
  /** A React component's props: the members of its first parameter's type. */
  props?: ComponentProps;
  /** Set for a type documented because a documented declaration names it (see local-types.ts). */
  documentedFor?: DocumentedFor;
  /** A function's parameters, whether or not the comment describes them. */
  parameters?: ParameterModel[];
  /** Where the declaration is written in the repository, when the package says (see source-lines.ts). */
  source?: SourceLocation;
}

/** A file of the package's folder in the repository and, when known, the 1-based line of the declaration. */
export interface SourceLocation {
  /** E.g. `src/entity/product/product.entity.ts`. */
  path: string;
  line?: number;
}

/**
 * Why an untagged or unexported type is documented: the declaration whose
 * signature names it. One the package does not export is shown on that
 * declaration's page; one it exports gets a page of its own.
 */
export interface DocumentedFor {
  /** The declaration that names it. */
  id: string;
  exported: boolean;
  /** Its own `@docsCategory`, when it has one (the official site's route uses it). */
  category?: string;
}

/** The props a React component takes, read from its first parameter's type. */
export interface ComponentProps {
  /** The documented declaration that holds the props (their sections link there); absent when the type is not documented. */
  declarationId?: string;
  members: MemberModel[];
}

/** What the read stage returns: the declarations and what it could not read. */
export interface ReadResult {
  declarations: DeclarationModel[];
  /** Tagged declarations that were skipped, with the reason (e.g. `@internal`). */
  skipped: { name: string; file: string; reason: string }[];
  /** Tagged but not exported, and documented all the same: the props type of a documented component, in its props table. */
  asProps: { name: string; file: string; component: string }[];
}
