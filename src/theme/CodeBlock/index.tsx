import { lazy, type ReactNode, Suspense, useState } from 'react';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch.js';
import type { Props } from '@theme/CodeBlock';
import { useMountedOnServerHtml } from '@site/src/components/ServerRendered';
import { type MovedText, useMovedText } from '@site/src/components/ServerRendered/kept';
import { codeText, type HighlightedCode } from '../../../plugins/code-highlighting/highlighted-code';
import { loadedPrehighlighted } from './loaded';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

/**
 * Fenced blocks arrive highlighted at build time (plugins/code-highlighting);
 * rendering them, with the copy and word-wrap buttons, takes about 5 KB gzip
 * that pages without code should not download, so it loads lazily (and is
 * prefetched for the next page, below). A page with code loads it with
 * itself (plugins/code-highlighting/recma.ts, see loaded.ts), so its blocks
 * render and hydrate at once; the chunk is named so that both imports get
 * the same chunk, not a copy each.
 */
const LazyPrehighlightedCodeBlock = lazy(() => import(/* webpackChunkName: "code-block" */ './Prehighlighted'));

// Fetched, not run, for the next page with code. Not with `webpackPrefetch`: on a chunk that every page
// with code imports, the bundler put a list of those pages' chunks in the runtime every page loads (2.7 KB gzip).
if (typeof document !== 'undefined') {
  const url = __webpack_require__.gca('code-block');
  if (url) void prefetchUrl(url);
}

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
function PlainHighlightedCodeBlock({ highlighted }: { highlighted: string | MovedText }): ReactNode {
  const json = useMovedText(highlighted);
  return <PlainCodeBlock code={json && codeText((JSON.parse(json) as HighlightedCode).lines)} />;
}

/** `highlighted`: the build's tokens (plugins/code-highlighting), in the page or moved to its kept module (plugins/server-rendered/recma.ts). */
export default function CodeBlock(props: Props & { highlighted?: string | MovedText }): ReactNode {
  const { highlighted, ...rest } = props;
  // A highlighted block whose module was not loaded with the page hydrates after it: whether to keep its tokens as served is decided here, with the page.
  const keepTokens = useMountedOnServerHtml();
  // Chosen once: a block that changed component would lose its DOM, and with it the tokens it keeps.
  const [PrehighlightedCodeBlock] = useState(() => loadedPrehighlighted() ?? LazyPrehighlightedCodeBlock);
  if (highlighted !== undefined) {
    // Inside Suspense all the same: the server's HTML has the boundary, and hydration expects it.
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
