/**
 * Docusaurus's `PendingNavigation` keeps the old page on screen while a
 * navigation's preload runs, then shows whatever location the browser is at
 * when that preload settles. A second click during the first navigation left
 * it showing the second page before that page's code had loaded: a blank page,
 * or the not-found page when the second page's section of the route table
 * (route-table.ts) had not loaded. Passed through this, each navigation's
 * preload settles only once the latest navigation's has.
 */
export function createNavigationQueue(): <T>(loading: Promise<T>) => Promise<T> {
  let latest: Promise<unknown> | undefined;
  return function whenLatestLoaded<T>(loading: Promise<T>): Promise<T> {
    latest = loading;
    const settle = (value: T): Promise<T> => {
      const current = latest;
      return Promise.resolve(current).then(() => (current === latest ? value : settle(value)));
    };
    return loading.then(settle);
  };
}

/** Whether `pathname` is where the browser is: `preload` was called for a navigation (or the first render), not a hover or a prefetch. */
export function isBrowserLocation(pathname: string, location: { pathname: string }): boolean {
  if (pathname === location.pathname) return true;
  try {
    // react-router's history gives paths decoded.
    return pathname === decodeURI(location.pathname);
  } catch {
    return false;
  }
}
