import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CallExpression, Expression, ImportDeclaration, Node, ObjectExpression, Program, Property } from 'estree';
import type { VFile } from 'vfile';
import {
  awaitAtEnd,
  call,
  componentName,
  elementCall,
  identifier,
  insertAfterImports,
  isProperty,
  jsxRuntimeImport,
  member,
  namedImport,
  property,
  runtimeNames,
  walk,
} from '../estree/mdx-program';
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

/** The identifiers an expression reads, apart from property names. */
function freeNames(expression: Node): Set<string> {
  const names = new Set<string>();
  walk(expression, (node) => {
    if (node.type === 'Identifier') names.add(node.name);
    else if (node.type === 'MemberExpression' && !node.computed) {
      for (const name of freeNames(node.object)) names.add(name);
      return false;
    } else if (node.type === 'Property' && !node.computed) {
      for (const name of freeNames(node.value)) names.add(name);
      return false;
    }
    return true;
  });
  return names;
}

/**
 * Props that only a kept block reads, by the component they are given to:
 * a code block's build-time tokens (plugins/code-highlighting; its frame
 * hydrates from `title` and `showLineNumbers`), the reference's token lists
 * (src/components/api, whose blocks are kept whole). Each component reads
 * them with `useMovedText`.
 */
const MOVED_PROPS: Record<string, string[]> = {
  [`${COMPONENTS}.code`]: ['highlighted'],
  ApiSignature: ['tokens'],
  ApiMember: ['type', 'parameters'],
  GqlSdl: ['lines'],
};
/** Shorter text stays: its stand-in, `_keptBlocks.text(12)`, is about as long. */
const MIN_MOVED_TEXT = 32;

/** A prop whose value is a string. */
type TextProperty = Property & { value: { type: 'Literal'; value: string } };

/** What moves to the kept module: a kept block's content, or a prop's text. */
type Move = { block: ObjectExpression; content: Property } | { prop: TextProperty };

/** One of the component's `MOVED_PROPS`, long enough to move. */
const isMovedText = (prop: ObjectExpression['properties'][number], names: string[] | undefined): prop is TextProperty =>
  prop.type === 'Property' &&
  (names ?? []).some((name) => isProperty(prop, name)) &&
  prop.value.type === 'Literal' &&
  typeof prop.value.value === 'string' &&
  prop.value.value.length >= MIN_MOVED_TEXT;

/**
 * What can move, in the page's order: each kept block
 * (`<ServerRendered><p>…</p></ServerRendered>`) whose content reads nothing
 * but the JSX runtime and the page's components, and each long text of
 * `MOVED_PROPS`.
 */
function moves(tree: Program, runtime: Set<string>): Move[] {
  const allowed = new Set([...runtime, COMPONENTS]);
  const found: Move[] = [];
  walk(tree, (node) => {
    const element = elementCall(node, runtime);
    if (!element) return true;
    const name = componentName(element.arguments[0]);
    if (name === COMPONENT) {
      const block = element.arguments[1].properties.find((candidate) => isProperty(candidate, 'children')) as Property | undefined;
      const content = elementCall(block?.value, runtime)?.arguments[1].properties.find((candidate) => isProperty(candidate, 'children')) as Property | undefined;
      if (content && [...freeNames(content.value)].every((used) => allowed.has(used))) {
        found.push({ block: element.arguments[1], content });
        return false;
      }
    }
    for (const prop of element.arguments[1].properties) if (isMovedText(prop, MOVED_PROPS[name ?? ''])) found.push({ prop });
    return true;
  });
  return found;
}

/** The page's local name for a JSX runtime export, or the name MDX gives it. */
function runtimeName(runtimeImport: ImportDeclaration, exported: string): string {
  const specifier = runtimeImport.specifiers.find((candidate) => candidate.type === 'ImportSpecifier' && candidate.imported.type === 'Identifier' && candidate.imported.name === exported);
  return specifier?.local.name ?? `_${exported}`;
}

/**
 * The kept module: `export default [(_components) => content, "text", …]`,
 * importing the JSX runtime under the page's names. Content that is a list
 * of children comes as `_jsxs(_Fragment, {children: […]})`: the static
 * children MDX's `jsxs` made of it in the page, which React renders without
 * asking for keys (a bare array would be a list to it).
 */
function keptModule(runtimeImport: ImportDeclaration, found: Move[]): Program {
  const names = Object.fromEntries(['Fragment', 'jsx', 'jsxs'].map((exported) => [exported, runtimeName(runtimeImport, exported)]));
  const asChildren = (content: Expression): Expression =>
    content.type === 'ArrayExpression' ? call(identifier(names.jsxs), [identifier(names.Fragment), { type: 'ObjectExpression', properties: [property('children', content)] }]) : content;
  const entries = found.map((move): Expression =>
    'block' in move
      ? { type: 'ArrowFunctionExpression', params: [identifier(COMPONENTS)], body: asChildren(move.content.value as Expression), expression: true, async: false, generator: false }
      : { type: 'Literal', value: move.prop.value.value },
  );
  const runtime: ImportDeclaration = {
    type: 'ImportDeclaration',
    specifiers: Object.entries(names).map(([exported, local]) => ({ type: 'ImportSpecifier', imported: identifier(exported), local: identifier(local) })),
    source: { type: 'Literal', value: 'react/jsx-runtime' },
    attributes: [],
  };
  return { type: 'Program', sourceType: 'module', body: [runtime, { type: 'ExportDefaultDeclaration', declaration: { type: 'ArrayExpression', elements: entries } }] };
}

/**
 * `import {keptBlocks as _createKeptBlocks} from '…/kept';`
 * `const _keptBlocks = _createKeptBlocks(() => import('!!kept-loader?hash!page.mdx'));`
 * …the page…
 * `await _keptBlocks.ready;` (its last statement)
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
  // Named: the bundler's own name for the chunk is the loader's path and the page's, about 100 bytes in the page's script.
  const load: Expression = { type: 'ArrowFunctionExpression', params: [], body: namedImport(request, chunkName), expression: true, async: false, generator: false };
  return [
    importDeclaration,
    { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(HANDLE), init: call(identifier(CREATE_HANDLE), [load]) }] },
  ];
}

/**
 * Moves the content of the page's kept blocks (plugins/server-rendered/rehype),
 * and the text of the props only kept blocks read (`MOVED_PROPS`), into a
 * module of its own, which the browser loads only when it renders the page
 * itself, on a client-side navigation. The page it was sent keeps those
 * blocks' HTML as served and never needs them: a long guide's text and code
 * tokens, most of its script, no longer come with its first load. Each
 * block keeps its element and attributes in the page, and gets its content
 * from the handle (`from`, `at`), called with the page's components; each
 * moved prop becomes `_keptBlocks.text(at)`.
 */
export default function recmaKeptBlocks() {
  return async (tree: Program, file: VFile): Promise<void> => {
    const runtimeImport = jsxRuntimeImport(tree);
    // A page compiled with no file (a test's string) has no module to import its blocks from.
    if (!runtimeImport || !file.path) return;
    const found = moves(tree, runtimeNames(runtimeImport));
    if (found.length === 0) return;
    // ESM only, as the MDX compiler that depends on it.
    const { toJs } = await import('estree-util-to-js');
    const source = toJs(keptModule(runtimeImport, found)).value;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    sources().set(hash, source);
    found.forEach((move, at) => {
      if ('prop' in move) {
        (move.prop as Property).value = call(member(HANDLE, 'text'), [{ type: 'Literal', value: at }]);
        return;
      }
      const element = move.block.properties.find((candidate) => isProperty(candidate, 'children')) as Property;
      const elementProps = (element.value as CallExpression).arguments[1] as ObjectExpression;
      elementProps.properties = elementProps.properties.filter((candidate) => candidate !== move.content);
      move.block.properties.unshift(property('from', identifier(HANDLE)), property('at', { type: 'Literal', value: at }), property('components', identifier(COMPONENTS)));
    });
    // Named after the page's place in the site, so that the name is the same wherever the site is built.
    const chunkName = `kept-${createHash('sha256').update(path.relative(process.cwd(), file.path)).digest('hex').slice(0, 8)}`;
    insertAfterImports(tree, handleStatements(`!!${LOADER}?${hash}!${file.path}`, chunkName));
    awaitAtEnd(tree, member(HANDLE, 'ready'));
  };
}
