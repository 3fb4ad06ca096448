import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Prism } from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme registers the extra Prism languages (config/theme.ts) from a client
// module on every page; plugins/code-highlighting turns that module off, and
// this chunk, the only user of Prism, registers them before its first render.
prismIncludeLanguages(Prism);

const ThemeCodeBlock = CodeBlock as ComponentType<Props>;

/**
 * The server renders code in the default colour mode's Prism colours, as
 * inline styles that hydration does not update. The theme re-creates its
 * block once the page is hydrated, but this chunk hydrates later, when that
 * moment has passed: it re-creates the block itself once it has hydrated.
 */
export default function HighlightedCodeBlock(props: Props): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <ThemeCodeBlock key={String(hydrated)} {...props} />;
}
