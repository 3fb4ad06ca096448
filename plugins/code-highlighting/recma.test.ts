import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeHighlighting } from '../../config/theme';
import recmaPreloadCodeBlock from './recma';
import rehypeHighlightCode from './rehype';

/** The page compiled as Docusaurus compiles it (components from the MDX provider), highlighted at build time. */
async function compiled(source: string): Promise<string> {
  // ESM only (its dependencies have no CommonJS entry).
  const { compile } = await import('@mdx-js/mdx');
  return String(await compile(source, { providerImportSource: '@mdx-js/react', rehypePlugins: [[rehypeHighlightCode, codeHighlighting]], recmaPlugins: [recmaPreloadCodeBlock] }));
}

describe('recmaPreloadCodeBlock', () => {
  it('has a page with highlighted code load the code block’s module first and wait for it last', async () => {
    const code = (await compiled('Text.\n\n```ts\nconst a = 1;\n```\n')).trim();
    const start = code.indexOf('const _codeBlockLoading = import(/* webpackChunkName: "code-block" */ "@site/src/theme/CodeBlock/Prehighlighted");');
    assert.ok(start > code.lastIndexOf('\nimport '), 'started after the imports');
    assert.ok(start < code.indexOf('function _createMdxContent'), 'started before the page’s own code');
    assert.ok(code.endsWith('await _codeBlockLoading;'), 'awaited as the module’s last statement');
  });

  it('leaves a page without fenced code as it was', async () => {
    const code = await compiled('Text with `inline code`.\n\n## Heading');
    assert.doesNotMatch(code, /Prehighlighted|await/);
  });
});
