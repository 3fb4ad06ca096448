/**
 * The MDX JSX nodes (`mdxJsxTextElement`, `mdxJsxFlowElement`) that Docusaurus's
 * remark plugins leave in the tree our rehype plugins see, e.g. the `<img>` a
 * Markdown image beside its page becomes. Only the fields our plugins read.
 */
export interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: JsxNode[];
  value?: string;
  data?: unknown;
}

/** `import Name from 'module';` as an `mdxjsEsm` node, with the estree MDX compiles from: how a rehype plugin brings a component into a page. */
export function importDefaultNode(name: string, module: string): JsxNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${module}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: module, raw: `'${module}'` },
            attributes: [],
          },
        ],
      },
    },
  };
}
