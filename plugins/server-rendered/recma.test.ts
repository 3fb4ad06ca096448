import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import rehypeServerRendered from './rehype';
import recmaKeptBlocks, { KEPT_SOURCES } from './recma';

const PAGE = '/site/docs/page.mdx';

/** The page compiled as Docusaurus compiles it (components from the MDX provider), with the kept blocks' plugins, from a file when `path` is given. */
async function compiled(source: string, path?: string): Promise<string> {
  // ESM only (its dependencies have no CommonJS entry).
  const { compile } = await import('@mdx-js/mdx');
  return String(await compile({ value: source, path }, { providerImportSource: '@mdx-js/react', rehypePlugins: [rehypeServerRendered], recmaPlugins: [recmaKeptBlocks] }));
}

/** The kept blocks' module the page imports, as kept-loader.cjs returns it. */
function keptModuleOf(code: string): string {
  const hash = /import\(\/\* webpackChunkName: "kept-[0-9a-f]+" \*\/ "!!.*kept-loader\.cjs\?([0-9a-f]+)!\/site\/docs\/page\.mdx"\)/.exec(code)?.[1];
  assert.ok(hash, 'the page imports its kept blocks through the loader');
  const source = (globalThis as unknown as Record<symbol, Map<string, string>>)[KEPT_SOURCES].get(hash);
  assert.ok(source, 'the loader has the module the page names');
  return source;
}

describe('recmaKeptBlocks', () => {
  it('moves each kept block’s content to a module of its own, leaving the element, its attributes and where to find its content', async () => {
    const code = await compiled(['A [link](/a) and `code`.', '', '## Heading', '', '- one [b](/b)', '- two'].join('\n'), PAGE);
    assert.match(code, /_jsx\(ServerRendered, \{\s*from: _keptBlocks,\s*at: 0,\s*components: _components,\s*children: _jsxs\(_components\.p, \{\}\)/);
    assert.match(code, /_jsx\(ServerRendered, \{\s*from: _keptBlocks,\s*at: 1,\s*components: _components,\s*children: _jsxs\(_components\.ul, \{\}\)/);
    // Only the kept blocks move: the heading, which hydrates, stays.
    assert.doesNotMatch(code, /"link"|"one "/);
    assert.match(code, /_components\.h2, \{\s*children: "Heading"/);
    assert.match(code, /import \{keptBlocks as _createKeptBlocks\} from "@site\/src\/components\/ServerRendered\/kept";/);
    assert.match(code, /const _keptBlocks = _createKeptBlocks\(\(\) => import\(\/\* webpackChunkName: "kept-[0-9a-f]{8}" \*\/ "!!/);
    assert.match(code, /await _keptBlocks\.ready;/);

    const kept = keptModuleOf(code);
    assert.match(kept, /^import \{Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs\} from "react\/jsx-runtime";/);
    const blocks = kept.slice(kept.indexOf('export default'));
    // A list of children comes as the static children of a fragment, as MDX's `jsxs` made them in the page.
    assert.match(blocks, /^export default \[_components => _jsxs\(_Fragment, \{\s*children: \["A ", _jsx\(_components\.a, \{\s*href: "\/a",\s*children: "link"/);
    assert.ok(blocks.indexOf('"link"') < blocks.indexOf('"one "'), 'the blocks are in the page’s order');
    assert.equal(blocks.match(/_components =>/g)?.length, 2);
  });

  it('moves the long text of a prop only a kept block reads, in the page’s order, and leaves short text and other props', async () => {
    const signature = '[{"text":"class ProductVariant extends "},{"text":"VendureEntity","to":"/v"}]';
    const code = await compiled(
      [
        "import { ApiMember, ApiSignature } from '@site/src/components/api';",
        '',
        'A [link](/a).',
        '',
        `<ApiSignature tokens='${signature}' />`,
        '',
        '<ApiMember kind="property" type=\'[{"text":"string"}]\' />',
      ].join('\n'),
      PAGE,
    );
    assert.match(code, /_jsx\(ApiSignature, \{\s*tokens: _keptBlocks\.text\(1\)\s*\}\)/);
    assert.match(code, /_jsx\(ApiMember, \{\s*kind: "property",\s*type: "\[\{\\"text\\":\\"string\\"\}\]"/);
    const blocks = keptModuleOf(code);
    assert.match(blocks, /export default \[_components => _jsxs\(_Fragment, \{\s*children: \["A ", [\s\S]*\]\s*\}\), "\[\{\\"text\\":\\"class ProductVariant extends \\"\}/);
  });

  it('leaves a block whose content reads a name of the page’s own where it is', async () => {
    // The rehype plugin keeps no block with an expression in it; a module written by hand has one read `n`.
    const tree = parse(
      [
        'import {jsx as _jsx} from "react/jsx-runtime";',
        'import ServerRendered from "x";',
        'const n = 1;',
        'function content() {',
        '  const _components = {p: "p"};',
        '  return [_jsx(ServerRendered, {children: _jsx(_components.p, {children: n})}), _jsx(ServerRendered, {children: _jsx(_components.p, {children: "moved"})})];',
        '}',
      ].join('\n'),
      { ecmaVersion: 'latest', sourceType: 'module' },
    ) as unknown as Program;
    await recmaKeptBlocks()(tree, { path: PAGE } as VFile);
    const { toJs } = await import('estree-util-to-js');
    const code = toJs(tree).value;
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsx\(_components\.p, \{\s*children: n\s*\}\)/);
    assert.match(code, /_jsx\(ServerRendered, \{\s*from: _keptBlocks,\s*at: 0,\s*components: _components,\s*children: _jsx\(_components\.p, \{\}\)/);
    assert.match(keptModuleOf(code), /export default \[_components => "moved"\]/);
  });

  it('moves nothing, and imports nothing, for a page without a file or without kept blocks', async () => {
    assert.doesNotMatch(await compiled('A [link](/a).'), /_keptBlocks/);
    assert.doesNotMatch(await compiled('Plain text.\n\n## Heading', PAGE), /_keptBlocks|kept-loader/);
  });
});
