import type { Program } from 'estree';
import { awaitAtEnd, componentName, elementCall, identifier, insertAfterImports, isProperty, jsxRuntimeImport, namedImport, runtimeNames, walk } from '../estree/mdx-program';

/** The module that renders a highlighted block (src/theme/CodeBlock), which `CodeBlock` otherwise loads lazily. */
const PREHIGHLIGHTED = '@site/src/theme/CodeBlock/Prehighlighted';
const LOADING = '_codeBlockLoading';
/** The chunk name `CodeBlock` gives its own import of the module: one chunk, not one copy for the pages and one for the lazy import. */
const CHUNK = 'code-block';

/** Whether the page has a code block that rehype.ts highlighted: a `code` element with a `highlighted` prop. */
function hasHighlightedCode(tree: Program, runtime: Set<string>): boolean {
  let found = false;
  walk(tree, (node) => {
    const element = !found && elementCall(node, runtime);
    if (element && componentName(element.arguments[0]) === '_components.code' && element.arguments[1].properties.some((prop) => isProperty(prop, 'highlighted'))) found = true;
    return !found;
  });
  return found;
}

/**
 * A page with highlighted code loads the code block's module with itself
 * (`import(…)`, awaited at the end of the page's module, so the route waits
 * for it before it renders or hydrates), and its blocks hydrate with the
 * page. Loaded lazily during hydration instead, a block still waiting for it
 * when something above it re-rendered lost its served HTML to the plain
 * fallback, until the module came (src/theme/CodeBlock/loaded.ts). A page
 * with code needs the module either way; one without never loads it.
 */
export default function recmaPreloadCodeBlock() {
  return (tree: Program): void => {
    const runtimeImport = jsxRuntimeImport(tree);
    if (!runtimeImport || !hasHighlightedCode(tree, runtimeNames(runtimeImport))) return;
    insertAfterImports(tree, [
      { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: identifier(LOADING), init: namedImport(PREHIGHLIGHTED, CHUNK) }] },
    ]);
    awaitAtEnd(tree, identifier(LOADING));
  };
}
