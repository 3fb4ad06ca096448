import { cloneElement, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type KeptBlocks, useKeptEntries } from './kept';

/** The attribute that marks a block this component kept; its links get their navigation and prefetching from `useServerRenderedLinks`. */
export const SERVER_RENDERED = 'data-server-rendered';

const MARK = { [SERVER_RENDERED]: '' };
/** Props of an element with no children of its own: React keeps whatever HTML the element has when it hydrates it. */
export const KEEP_SERVED_HTML = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };
const KEEP = { ...MARK, children: undefined, ...KEEP_SERVED_HTML };

/**
 * Whether what mounts now mounts on the server's HTML: in the browser, while
 * React hydrates the page it was sent with. Docusaurus sends `<html>` with
 * `data-has-hydrated="false"` and sets it to true once that is done; from
 * then on, components mount by client-side navigation.
 */
export function mountsOnServerHtml(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

/**
 * `mountsOnServerHtml`, as it was when the calling component mounted. A part
 * of the page hydrated later (a lazily loaded code block) hydrates after
 * Docusaurus marks `<html>`: its parent, hydrated with the page, passes this
 * on to its `ServerRendered` as `keep`.
 */
export function useMountedOnServerHtml(): boolean {
  return useState(mountsOnServerHtml)[0];
}

/** Where a block's content is when the page's compiler moved it out of the page (plugins/server-rendered/recma.ts): block `at` of the page's kept blocks, built with the page's components. */
interface MovedContent {
  from: KeptBlocks;
  at: number;
  components: Record<string, unknown>;
}

/**
 * One block of a page that never changes once rendered (text, lists,
 * tables, code tokens, the reference's signatures), rendered in full on the
 * server and on a client-side navigation, but not hydrated: when the page's
 * HTML comes from the server, React keeps the block's HTML instead of
 * rebuilding it element by element and running every link's component.
 * Hydrating the GraphQL object types' A–Z page meant ~2,000 components for
 * 249 links.
 *
 * If React renders a kept block afresh instead of hydrating it (it rebuilds
 * a part of the page after a hydration error), there is no HTML to keep: the
 * block, found empty before the browser paints, renders its children.
 *
 * This does not ask React whether it is hydrating (`useSyncExternalStore`'s
 * server snapshot): the store's second value, read after hydration, updates
 * every block, and that update made React render the page's lazily loaded
 * code blocks afresh, throwing away their HTML.
 *
 * The child must pass `ref`, `dangerouslySetInnerHTML` and `data-*` props on
 * to its element: a host element, or a component that spreads its props (the
 * theme's `ul` and `li`), never one that reads its children (the theme's
 * `code`).
 *
 * The compiler moves a page's kept blocks' content out of the page's module
 * (`MovedContent`): the block then renders its element, and its content
 * once the page's kept blocks have arrived.
 */
export default function ServerRendered({ children, keep, ...moved }: { children: ReactElement; keep?: boolean } & (MovedContent | Partial<Record<keyof MovedContent, undefined>>)): ReactNode {
  const [kept, setKept] = useState(() => keep ?? mountsOnServerHtml());
  const { from } = moved;
  const entries = useKeptEntries(from, !kept);
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (kept && !element.current?.hasChildNodes()) setKept(false);
  }, [kept]);
  // Leaving the page the browser was sent starts the download of what it kept, so that coming back to it (Back) renders it at once.
  useEffect(() => (from && kept ? () => void from.load().catch(() => undefined) : undefined), [from, kept]);
  if (kept) return cloneElement(children, { ...KEEP, ref: element });
  if (!from) return cloneElement(children, MARK);
  const content = entries?.[moved.at];
  return cloneElement(children, MARK, typeof content === 'function' ? content(moved.components) : undefined);
}
