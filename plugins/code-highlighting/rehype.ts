import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Element, Root } from 'hast';
import { type CodeThemes, TokenClasses } from './colours';
import type { HighlightedCode } from './highlighted-code';
import { registerLanguages, tokenize } from './tokenize';
import { textOf } from '../hast/text-of';

export interface HighlightOptions {
  themes: CodeThemes;
  /** `prism.additionalLanguages` of the theme config. */
  additionalLanguages: string[];
  /** `prism.magicComments` of the theme config. */
  magicComments: MagicComment[];
}

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

interface CodeBlockUtils {
  parseLanguage(className: string): string | undefined;
  parseLines(content: string, options: { metastring?: string; language?: string; magicComments: MagicComment[] }): { code: string; lineClassNames: Record<number, string[]> };
  parseCodeBlockTitle(metastring?: string): string;
  containsLineNumbers(metastring?: string): boolean;
}

/**
 * The theme's own parsing of languages, titles, `{1,3}` ranges and magic
 * comments, so blocks look the same as before. The module is internal to
 * theme-common (not in its exports), hence the file URL.
 */
async function codeBlockUtils(): Promise<CodeBlockUtils> {
  const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
  return import(pathToFileURL(path.join(themeCommonLib, 'utils/codeBlockUtils.js')).href);
}

function isFencedCode(node: Element, parent: Element | Root): boolean {
  return node.tagName === 'code' && parent.type === 'element' && parent.tagName === 'pre';
}

function classNameOf(node: Element): string {
  const value = node.properties.className;
  return Array.isArray(value) ? value.join(' ') : String(value ?? '');
}

/**
 * Highlights fenced code blocks while the site builds, so the browser never
 * downloads Prism nor tokenizes: each block's `code` element loses its text
 * and carries its tokens as JSON in a `highlighted` property, which our
 * `@theme/CodeBlock` renders with classes that `colourCss` colours per mode,
 * and the title and line numbers of its meta string as the theme's props.
 */
export default function rehypeHighlightCode(options: HighlightOptions) {
  registerLanguages(options.additionalLanguages);
  const classes = new TokenClasses(options.themes);
  const utils = codeBlockUtils();
  return async (tree: Root): Promise<void> => {
    const { parseLanguage, parseLines, parseCodeBlockTitle, containsLineNumbers } = await utils;
    const visit = (parent: Element | Root) => {
      for (const node of parent.children) {
        if (node.type !== 'element') continue;
        if (!isFencedCode(node, parent)) {
          visit(node);
          continue;
        }
        const metastring = typeof node.properties.metastring === 'string' ? node.properties.metastring : undefined;
        const language = parseLanguage(classNameOf(node))?.toLowerCase() ?? 'text';
        const { code, lineClassNames } = parseLines(node.children.map(textOf).join(''), { metastring, language, magicComments: options.magicComments });
        const highlighted: HighlightedCode = { lines: tokenize(code, language, classes), lineClassNames };
        node.properties.highlighted = JSON.stringify(highlighted);
        // The theme's own code block props: the block's frame needs them to hydrate, and its tokens do not (plugins/server-rendered/recma.ts).
        const title = parseCodeBlockTitle(metastring);
        if (title) node.properties.title = title;
        if (containsLineNumbers(metastring)) node.properties.showLineNumbers = true;
        // Read: the rest of it (`as=shopper`, for tools/run-samples) is for tools that read the page's source, not for the browser.
        delete node.properties.metastring;
        node.children = [];
      }
    };
    visit(tree);
  };
}
