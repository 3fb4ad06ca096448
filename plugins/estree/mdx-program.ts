import type { CallExpression, Expression, ImportDeclaration, Node, ObjectExpression, Program, Property } from 'estree';

/**
 * The compiled page as our recma plugins see it: MDX's JavaScript, with JSX
 * already turned into calls of its runtime (`_jsx(_components.p, {…})`).
 */

/** An element as MDX's JSX runtime builds it: `_jsx(type, props)`. */
export type ElementCall = CallExpression & { arguments: [Expression, ObjectExpression] };

/** The page's import of the JSX runtime (`react/jsx-runtime`). */
export const jsxRuntimeImport = (tree: Program): ImportDeclaration | undefined =>
  tree.body.find((node): node is ImportDeclaration => node.type === 'ImportDeclaration' && node.source.value === 'react/jsx-runtime');

/** The local names of the runtime's functions (`_jsx`, `_jsxs`, `_Fragment`). */
export const runtimeNames = (runtimeImport: ImportDeclaration): Set<string> => new Set(runtimeImport.specifiers.map((specifier) => specifier.local.name));

export const isProperty = (node: ObjectExpression['properties'][number], name: string): node is Property =>
  node.type === 'Property' && !node.computed && node.key.type === 'Identifier' && node.key.name === name;

/** `_jsx(X, {…})` or `_jsxs(X, {…})`. */
export function elementCall(node: Node | null | undefined, runtime: Set<string>): ElementCall | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !runtime.has(node.callee.name)) return undefined;
  const [, props] = node.arguments;
  return props?.type === 'ObjectExpression' ? (node as ElementCall) : undefined;
}

/** `ApiMember` or `_components.code`: the name an element's type is written with. */
export function componentName(type: Expression): string | undefined {
  if (type.type === 'Identifier') return type.name;
  if (type.type === 'MemberExpression' && type.object.type === 'Identifier' && type.property.type === 'Identifier' && !type.computed) return `${type.object.name}.${type.property.name}`;
  return undefined;
}

/** Calls `visit` on every node of the tree, parents first; a visit that returns false skips the node's children. */
export function walk(node: Node, visit: (node: Node) => boolean | void): void {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') walk(child as Node, visit);
  }
}

/** Puts statements after the page's imports, before anything of the page runs. */
export function insertAfterImports(tree: Program, statements: Program['body']): void {
  const firstStatement = tree.body.findIndex((node) => node.type !== 'ImportDeclaration');
  tree.body.splice(firstStatement < 0 ? tree.body.length : firstStatement, 0, ...statements);
}

/**
 * `await` of a load started above, as the module's last statement: the
 * module, and the route that imports it, wait for it, and the page's other
 * loads, started above too, go at the same time.
 */
export function awaitAtEnd(tree: Program, loading: Expression): void {
  tree.body.push({ type: 'ExpressionStatement', expression: { type: 'AwaitExpression', argument: loading } });
}

/**
 * `import(/* webpackChunkName: "name" *\/ "request")`. The magic comment is
 * written into the literal: the JavaScript writer prints no comment inside
 * an expression.
 */
export function namedImport(request: string, chunkName: string): Expression {
  const source = { type: 'Literal', value: request, raw: `/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request)}` } as const;
  return { type: 'ImportExpression', source };
}

export const identifier = (name: string) => ({ type: 'Identifier', name }) as const;
export const member = (object: string, name: string): Expression => ({ type: 'MemberExpression', object: identifier(object), property: identifier(name), computed: false, optional: false });
export const call = (callee: Expression, args: Expression[]): Expression => ({ type: 'CallExpression', callee, arguments: args, optional: false });
export const property = (name: string, value: Expression): Property => ({ type: 'Property', key: identifier(name), value, kind: 'init', computed: false, method: false, shorthand: false });
