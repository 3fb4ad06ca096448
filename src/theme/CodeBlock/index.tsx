import { lazy, type ReactNode, Suspense } from 'react';
import type { Props } from '@theme/CodeBlock';
import { useMountedOnServerHtml } from '@site/src/components/ServerRendered';
import { codeText, type HighlightedCode } from '../../../plugins/code-highlighting/highlighted-code';

/**
 * Fenced blocks arrive highlighted at build time (plugins/code-highlighting);
 * rendering them, with the copy and word-wrap buttons, takes about 5 KB gzip
 * that pages without code should not download, so it loads lazily (and is
 * prefetched when idle for the next page). Server rendering waits for lazy
 * chunks, so the HTML is complete, and hydration keeps it until the chunk is in.
 */
const PrehighlightedCodeBlock = lazy(() => import(/* webpackPrefetch: true */ './Prehighlighted'));

/**
 * The theme's code block with Prism, about 35 KB gzip, for code that was not
 * highlighted at build time: a `<CodeBlock>` written in JSX.
 */
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

/** What shows while a chunk loads after client-side navigation. */
function PlainCodeBlock({ code }: { code: ReactNode }): ReactNode {
  return (
    <div className="theme-code-block">
      <pre className="prism-code">
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The same, from the build's tokens: decoded only if the fallback does show, not on every render. */
function PlainHighlightedCodeBlock({ highlighted }: { highlighted: string }): ReactNode {
  return <PlainCodeBlock code={codeText((JSON.parse(highlighted) as HighlightedCode).lines)} />;
}

export default function CodeBlock(props: Props & { highlighted?: string }): ReactNode {
  const { highlighted, ...rest } = props;
  // The highlighted block hydrates when its chunk arrives, after the page: whether to keep its tokens as served is decided here, with the page.
  const keepTokens = useMountedOnServerHtml();
  if (typeof highlighted === 'string') {
    return (
      <Suspense fallback={<PlainHighlightedCodeBlock highlighted={highlighted} />}>
        <PrehighlightedCodeBlock {...rest} highlighted={highlighted} keepTokens={keepTokens} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PlainCodeBlock code={rest.children} />}>
      <HighlightedCodeBlock {...rest} />
    </Suspense>
  );
}
