import type { ClientModule } from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

/** The most time one idle callback spends prefetching. */
export const IDLE_SLICE_MS = 8;

/**
 * Docusaurus prefetches the code of every internal link that scrolls into
 * view. Each call scans every route (~730 here) more than once and appends a
 * `<link rel=prefetch>` for every chunk of the route and its parents, so a
 * page of links (the GraphQL type lists) spent hundreds of milliseconds on a
 * phone doing it in one task right after hydration: a page that does not
 * respond yet. The same calls run here when the browser is idle, a few
 * milliseconds at a time; what is prefetched does not change. Hovering a
 * link still preloads its page at once (`preload` is untouched).
 */
export function prefetchWhenIdle(
  docusaurus: Docusaurus,
  requestIdle: (run: (deadline: IdleDeadline) => void) => void,
  now: () => number = () => performance.now(),
): Docusaurus {
  const queue: string[] = [];
  const drain = (deadline: IdleDeadline) => {
    // An idle period can last 50 ms, a task long enough to delay a tap that
    // comes meanwhile (Lighthouse, scaling task times to a slow phone's, counts
    // it as 200 ms of blocking time), so each period gets a short slice.
    const stop = now() + IDLE_SLICE_MS;
    while (queue.length > 0 && deadline.timeRemaining() > 0 && now() < stop) docusaurus.prefetch(queue.shift()!);
    if (queue.length > 0) requestIdle(drain);
  };
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      if (queue.length === 0) requestIdle(drain);
      queue.push(routePath);
      // Nothing is fetched yet (Link ignores the result).
      return false;
    },
  });
}

let installed = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Links read window.docusaurus when they come into view, after this first (layout-effect) call.
    if (installed || !('requestIdleCallback' in window)) return;
    installed = true;
    window.docusaurus = prefetchWhenIdle(window.docusaurus, (run) => requestIdleCallback(run, { timeout: 2000 }));
  },
};

export default clientModule;
