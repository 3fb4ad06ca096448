import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import { codeHighlighting } from '../../config/theme';
import type { HighlightedCode } from './highlighted-code';
import rehypeHighlightCode from './rehype';

/** A fenced block as the MDX compiler hands it to rehype plugins. */
function fencedBlock(language: string, metastring: string, text: string): Root {
  const code: Element = { type: 'element', tagName: 'code', properties: { className: [`language-${language}`], metastring }, children: [{ type: 'text', value: text }] };
  return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] };
}

async function highlight(tree: Root): Promise<{ code: Element; highlighted: HighlightedCode }> {
  await rehypeHighlightCode(codeHighlighting)(tree);
  const code = (tree.children[0] as Element).children[0] as Element;
  return { code, highlighted: JSON.parse(String(code.properties.highlighted)) as HighlightedCode };
}

describe('build-time highlighting of fenced blocks', () => {
  it('reads the title, line numbers and highlighted lines from the meta string', async () => {
    const { code, highlighted } = await highlight(fencedBlock('ts', 'title="src/plugin.ts" showLineNumbers {2}', 'const a = 1;\nconst b = 2;\n'));
    // The theme's props, beside the tokens: the block's frame hydrates with them alone.
    assert.equal(code.properties.title, 'src/plugin.ts');
    assert.equal(code.properties.showLineNumbers, true);
    assert.deepEqual(Object.keys(highlighted).sort(), ['lineClassNames', 'lines']);
    assert.equal('metastring' in code.properties, false, 'the meta string, read, does not travel to the browser');
    assert.deepEqual(highlighted.lineClassNames, { 1: ['theme-code-block-highlighted-line'] });
    assert.deepEqual(code.children, [], 'the text travels as tokens only');
  });

  it('leaves title and line numbers out when the meta string has none, and drops magic comments', async () => {
    const { code, highlighted } = await highlight(fencedBlock('ts', '', '// highlight-next-line\nconst a = 1;\n'));
    assert.equal('title' in code.properties, false);
    assert.equal('showLineNumbers' in code.properties, false);
    assert.equal(highlighted.lines.length, 1);
    assert.deepEqual(highlighted.lineClassNames, { 0: ['theme-code-block-highlighted-line'] });
  });
});
