import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CallExpression, Expression, ImportDeclaration, Node, ObjectExpression, Program, Property } from 'estree';
import type { VFile } from 'vfile';
import { COMPONENT } from './rehype';

/** Where a page module gets the handle on its kept blocks' content (src/components/ServerRendered/kept). */
const KEPT_MODULE = '@site/src/components/ServerRendered/kept';
const LOADER = path.join(__dirname, 'kept-loader.cjs');
const HANDLE = '_keptBlocks';
const CREATE_HANDLE = '_createKeptBlocks';
/** The names a kept block's content may use: MDX's JSX runtime functions and the page's components. */
const COMPONENTS = '_components';

/**
 * The kept blocks' modules, by the hash the page's import names them with,
 * for kept-loader.cjs to return. On `globalThis`: Docusaurus loads this file
 * through its config, the bundler loads the loader with Node's `require`,
 * and the two do not share a module cache.
 */
export const KEPT_SOURCES = Symbol.for('vendure-docs.kept-blocks');
type Sources = Map<string, string>;
const sources = (): Sources => ((globalThis as Record<symbol, Sources>)[KEPT_SOURCES] ??= new Map());

const isProperty = (node: ObjectExpression['properties'][number], name: string): node is Property =>
  node.type === 'Property' && !node.computed && node.key.type === 'Identifier' && node.key.name === name;

/** `_jsx(X, {…})` or `_jsxs(X, {…})`: an element as MDX's JSX runtime builds it. */
function elementCall(node: Node | null | undefined, runtime: Set<string>): (CallExpression & { arguments: [Expression, ObjectExpression] }) | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !runtime.has(node.callee.name)) return undefined;
  const [, props] = node.arguments;
  return props?.type === 'ObjectExpression' ? (node as CallExpression & { arguments: [Expression, ObjectExpression] }) : undefined;
}

/** The identifiers an expression reads, apart from property names. */
function freeNames(node: Node, names = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') names.add(node.name);
  else if (node.type === 'MemberExpression') {
    freeNames(node.object, names);
    if (node.computed) freeNames(node.property, names);
  } else if (node.type === 'Property') {
    if (node.computed) freeNames(node.key, names);
    freeNames(node.value, names);
  } else {
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') freeNames(child as Node, names);
    }
  }
  return names;
}

/** Each kept block (`<ServerRendered><p>…</p></ServerRendered>`) whose content reads nothing but the JSX runtime and the page's components, and so can live in a module of its own. */
function movableBlocks(tree: Program, runtime: Set<string>): { props: ObjectExpression; content: Property }[] {
  const allowed = new Set([...runtime, COMPONENTS]);
  const found: { props: ObjectExpression; content: Property }[] = [];
  const visit = (node: Node) => {
    const call = elementCall(node, runtime);
    if (call && call.arguments[0].type === 'Identifier' && call.arguments[0].name === COMPONENT) {
      const block = call.arguments[1].properties.find((property) => isProperty(property, 'children')) as Property | undefined;
      const element = elementCall(block?.value, runtime);
      const content = element?.arguments[1].properties.find((property) => isProperty(property, 'children')) as Property | undefined;
      if (block && content && [...freeNames(content.value)].every((name) => allowed.has(name))) {
        found.push({ props: call.arguments[1], content });
        return;
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') visit(child as Node);
    }
  };
  visit(tree);
  return found;
}

const identifier = (name: string) => ({ type: 'Identifier', name }) as const;
const property = (name: string, value: Expression): Property => ({ type: 'Property', key: identifier(name), value, kind: 'init', computed: false, method: false, shorthand: false });

/** The kept blocks' module: `export default [(_components) => content, …]`, with the page's JSX runtime import. */
function keptModule(runtimeImport: ImportDeclaration, contents: Expression[]): Program {
  const blocks = contents.map((body) => ({ type: 'ArrowFunctionExpression', params: [identifier(COMPONENTS)], body, expression: true, async: false, generator: false }) as Expression);
  return { type: 'Program', sourceType: 'module', body: [runtimeImport, { type: 'ExportDefaultDeclaration', declaration: { type: 'ArrayExpression', elements: blocks } }] };
}

/**
 * `import {keptBlocks as _createKeptBlocks} from '…/kept';`
 * `const _keptBlocks = _createKeptBlocks(() => import('!!kept-loader?hash!page.mdx'));`
 * `await _keptBlocks.ready;`
 * The await holds the page module, and with it the route, until its blocks
 * have arrived, when it is loaded for a client-side navigation (or on the
 * server); loaded for the page the browser was sent, it does not wait.
 */
function handleStatements(request: string, chunkName: string): Program['body'] {
  const importDeclaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportSpecifier', imported: identifier('keptBlocks'), local: identifier(CREATE_HANDLE) }],
    source: { type: 'Literal', value: KEPT_MODULE },
    attributes: [],
  };
  // The chunk's name as a magic comment, written into the literal (the JavaScript writer prints no comment inside an expression):
  // the bundler's own name for it is the loader's path and the page's, about 100 bytes in the page's script.
  const source = { type: 'Literal', value: request, raw: `/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request)}` } as const;
  const load: Expression = { type: 'ArrowFunctionExpression', params: [], body: { type: 'ImportExpression', source }, expression: true, async: false, generator: false };
  return [
    importDeclaration,
    { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(HANDLE), init: { type: 'CallExpression', callee: identifier(CREATE_HANDLE), arguments: [load], optional: false } }] },
    { type: 'ExpressionStatement', expression: { type: 'AwaitExpression', argument: { type: 'MemberExpression', object: identifier(HANDLE), property: identifier('ready'), computed: false, optional: false } } },
  ];
}

/**
 * Moves the content of the page's kept blocks (plugins/server-rendered/rehype)
 * into a module of its own, which the browser loads only when it renders the
 * page itself, on a client-side navigation. The page it was sent keeps those
 * blocks' HTML as served and never needs their content: a long guide's
 * text, about half of its script, no longer comes with its first load. Each
 * block keeps its element and attributes in the page, and gets its content
 * from the handle (`from`, `at`), called with the page's components.
 */
export default function recmaKeptBlocks() {
  return async (tree: Program, file: VFile): Promise<void> => {
    const runtimeImport = tree.body.find((node): node is ImportDeclaration => node.type === 'ImportDeclaration' && node.source.value === 'react/jsx-runtime');
    // A page compiled with no file (a test's string) has no module to import its blocks from.
    if (!runtimeImport || !file.path) return;
    const runtime = new Set(runtimeImport.specifiers.map((specifier) => specifier.local.name));
    const blocks = movableBlocks(tree, runtime);
    if (blocks.length === 0) return;
    // ESM only, as the MDX compiler that depends on it.
    const { toJs } = await import('estree-util-to-js');
    const source = toJs(keptModule(runtimeImport, blocks.map(({ content }) => content.value as Expression))).value;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    sources().set(hash, source);
    blocks.forEach(({ props, content }, at) => {
      const element = props.properties.find((candidate) => isProperty(candidate, 'children')) as Property;
      const elementProps = (element.value as CallExpression).arguments[1] as ObjectExpression;
      elementProps.properties = elementProps.properties.filter((candidate) => candidate !== content);
      props.properties.unshift(property('from', identifier(HANDLE)), property('at', { type: 'Literal', value: at }), property('components', identifier(COMPONENTS)));
    });
    // Before the page's own statements: the handle exists before anything of the page runs.
    const firstStatement = tree.body.findIndex((node) => node.type !== 'ImportDeclaration');
    // Named after the page's place in the site, so that the name is the same wherever the site is built.
    const chunkName = `kept-${createHash('sha256').update(path.relative(process.cwd(), file.path)).digest('hex').slice(0, 8)}`;
    tree.body.splice(firstStatement < 0 ? tree.body.length : firstStatement, 0, ...handleStatements(`!!${LOADER}?${hash}!${file.path}`, chunkName));
  };
}
