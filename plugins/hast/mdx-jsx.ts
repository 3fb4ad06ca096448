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
