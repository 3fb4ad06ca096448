import { type ReactNode, useEffect, useState } from 'react';
import { mountsOnServerHtml } from '.';

/**
 * One thing a page's compiler moved out of the page's module
 * (plugins/server-rendered/recma.ts): a kept block's content, built with the
 * page's MDX components, or the text of a prop that only a kept block reads.
 */
export type KeptEntry = ((components: Record<string, unknown>) => ReactNode) | string;

/** A prop whose text is entry `at` of the page's kept module. */
export interface MovedText {
  from: KeptBlocks;
  at: number;
}

/**
 * What a page's compiler moved to a module of its own. A page module loaded
 * for the page the browser was sent does not load it: those blocks keep
 * their served HTML. Loaded for a client-side navigation or on the server,
 * it loads it at once and waits for it (`ready`).
 */
export class KeptBlocks {
  entries: KeptEntry[] | undefined;
  readonly ready: Promise<KeptEntry[]> | undefined;
  private loading: Promise<KeptEntry[]> | undefined;
  private readonly moved = new Map<number, MovedText>();

  constructor(private readonly importEntries: () => Promise<{ default: KeptEntry[] }>) {
    this.ready = mountsOnServerHtml() ? undefined : this.load();
  }

  load(): Promise<KeptEntry[]> {
    this.loading ??= this.importEntries().then(
      ({ default: entries }) => (this.entries = entries),
      (error: unknown) => {
        // A failed download may be tried again by the next render that needs it.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /** The prop that stands for entry `at`: the same object on every render, so a component's memos hold. */
  text(at: number): MovedText {
    let moved = this.moved.get(at);
    if (!moved) this.moved.set(at, (moved = { from: this, at }));
    return moved;
  }
}

export const keptBlocks = (importEntries: () => Promise<{ default: KeptEntry[] }>): KeptBlocks => new KeptBlocks(importEntries);

/**
 * The page's moved entries, once a render `needs` them. A page module
 * loaded for a navigation brought them; the page the browser was sent did
 * not, and loads them when a kept block renders afresh (after a hydration
 * error, or when the reader comes back to the page).
 */
export function useKeptEntries(from: KeptBlocks | undefined, needed: boolean): KeptEntry[] | undefined {
  const [entries, setEntries] = useState(from?.entries);
  useEffect(() => {
    if (!from || !needed || entries) return undefined;
    let mounted = true;
    void from.load().then((loaded) => mounted && setEntries(loaded));
    return () => {
      mounted = false;
    };
  }, [from, needed, entries]);
  return entries;
}

/**
 * A prop's text, from the page or from its kept module: undefined while the
 * kept module loads, and when the render does not `need` it (its block is
 * kept, and only a kept block reads the prop).
 */
export function useMovedText<T extends string>(value: T | MovedText | undefined, needed = true): T | undefined {
  const moved = typeof value === 'object' ? value : undefined;
  const entries = useKeptEntries(moved?.from, needed);
  return moved ? (entries?.[moved.at] as T | undefined) : (value as T | undefined);
}
