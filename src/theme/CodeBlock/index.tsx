import { lazy, type ReactNode, Suspense } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * The theme's code block with Prism is about 30 KB gzip, which pages without
 * code should not download. Server rendering waits for the lazy chunk, so the
 * HTML holds the highlighted block; in the browser React keeps that HTML until
 * the chunk has arrived, then hydrates it. Pages that can render code prefetch
 * the chunk at idle, so client-side navigation rarely shows the plain fallback.
 */
const HighlightedCodeBlock = lazy(() => import(/* webpackPrefetch: true */ './Highlighted'));

function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    <div className="theme-code-block">
      <pre className="prism-code">
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
