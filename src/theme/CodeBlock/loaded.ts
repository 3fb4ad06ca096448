import type { ComponentType } from 'react';
import type PrehighlightedCodeBlock from './Prehighlighted';

type Prehighlighted = ComponentType<Parameters<typeof PrehighlightedCodeBlock>[0]>;
let loaded: Prehighlighted | undefined;

/**
 * The highlighted code block, once its module has run. A page with code
 * loads that module with itself (plugins/code-highlighting/recma.ts), and
 * `CodeBlock` then renders it at once instead of through `lazy`, which
 * would suspend for a moment even with the module in: a block still
 * suspended when something above it re-renders right after hydration lost
 * its served HTML to the plain fallback.
 */
export const loadedPrehighlighted = (): Prehighlighted | undefined => loaded;

export function registerPrehighlighted(component: Prehighlighted): void {
  loaded = component;
}
