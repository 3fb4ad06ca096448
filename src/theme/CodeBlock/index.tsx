import { lazy, type ReactNode, Suspense } from 'react';
import type { Props } from '@theme/CodeBlock';
import PrehighlightedCodeBlock from './Prehighlighted';

/**
 * The theme's code block with Prism, about 35 KB gzip, for code that was not
 * highlighted at build time: a `<CodeBlock>` written in JSX. Fenced blocks
 * arrive highlighted (plugins/code-highlighting) and never load it. Server
 * rendering waits for the lazy chunk, so the HTML is highlighted either way.
 */
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

function PlainCodeBlock({ children }: Props): ReactNode {
  return (
    <div className="theme-code-block">
      <pre className="prism-code">
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props & { highlighted?: string }): ReactNode {
  const { highlighted, ...rest } = props;
  if (typeof highlighted === 'string') return <PrehighlightedCodeBlock {...rest} highlighted={highlighted} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...rest} />}>
      <HighlightedCodeBlock {...rest} />
    </Suspense>
  );
}
