import type { ReactNode } from 'react';
import { mountsOnServerHtml } from '.';

/** The content of one kept block, built with the page's MDX components. */
export type KeptBlock = (components: Record<string, unknown>) => ReactNode;

/**
 * The content of a page's kept blocks, which plugins/server-rendered/recma.ts
 * moved to a module of their own. A page module loaded for the page the
 * browser was sent does not load it: those blocks keep their served HTML.
 * Loaded for a client-side navigation or on the server, it loads it at once
 * and waits for it (`ready`).
 */
export class KeptBlocks {
  blocks: KeptBlock[] | undefined;
  readonly ready: Promise<KeptBlock[]> | undefined;
  private loading: Promise<KeptBlock[]> | undefined;

  constructor(private readonly importBlocks: () => Promise<{ default: KeptBlock[] }>) {
    this.ready = mountsOnServerHtml() ? undefined : this.load();
  }

  load(): Promise<KeptBlock[]> {
    this.loading ??= this.importBlocks().then(
      ({ default: blocks }) => (this.blocks = blocks),
      (error: unknown) => {
        // A failed download may be tried again by the next render that needs it.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}

export const keptBlocks = (importBlocks: () => Promise<{ default: KeptBlock[] }>): KeptBlocks => new KeptBlocks(importBlocks);
