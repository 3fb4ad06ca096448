import type { RouteTable } from './route-table';

/**
 * The client bundle's entry: Docusaurus's own entry, started once the browser
 * has painted the server's HTML. Deferred scripts run as soon as the HTML is
 * parsed, often before the first full paint, so the page's text waited for
 * React to start and hydrate (Lighthouse put the largest paint a second later
 * than the first on a phone). The bundle is the same; only the order changes.
 */
function start(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a call, so the entry runs when called, not when this module loads
  require('@docusaurus/core/lib/client/clientEntry.js');
}

// React DOM is the largest module to evaluate. In a task of its own, the start is two shorter
// tasks instead of one long one that a tap would wait behind: total blocking time after the
// first paint on a guide and two reference pages, 4x CPU throttling and a slow mobile network,
// median of 4 loads, fell from 197–441 ms to 176–242 ms.
function evaluateReactDom(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('react-dom/client');
}

// The page's routes may sit in a section of the route table (route-table.ts) that the entry's
// preload would only request after React DOM has been evaluated: requested first, its file
// downloads meanwhile. The entry's preload waits for the same load (or retries a failed one).
function requestRouteSections(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { routeSections } = require('@generated/routes') as { routeSections: RouteTable };
  routeSections.loadSections(window.location.pathname).catch(() => {});
}

// A hidden tab paints nothing and never runs animation frames.
if (document.visibilityState === 'visible')
  requestAnimationFrame(() => {
    requestRouteSections();
    setTimeout(() => {
      evaluateReactDom();
      setTimeout(start, 0);
    }, 0);
  });
else start();
