import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/*
 * Stands in for the classic theme's progress-bar client module (see index.ts):
 * the same bar, shown when a client-side navigation takes more than 200 ms,
 * but the `nprogress` library (1.7 KB gzip) is no longer in the code every
 * first load runs. The browser prefetches it at low priority once the app has
 * started, and a navigation loads it if that has not happened yet.
 */

type Bar = typeof import('nprogress').default;

const DELAY_MS = 200;
let bar: Bar | undefined;
let loading: Promise<Bar | undefined> | undefined;

/** The bar, or nothing if its code cannot be fetched (offline): the navigation goes on without it, and the next one tries again. */
function loadBar(): Promise<Bar | undefined> {
  loading ??= import(/* webpackPrefetch: true */ 'nprogress').then(
    (module) => {
      module.default.configure({ showSpinner: false });
      bar = module.default;
      return bar;
    },
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    void loadBar();
    // Set once the new page is in place: a bar still loading then must not start.
    let arrived = false;
    const timer = window.setTimeout(() => {
      void loadBar().then((loaded) => {
        if (!arrived) loaded?.start();
      });
    }, DELAY_MS);
    return () => {
      arrived = true;
      window.clearTimeout(timer);
    };
  },
  onRouteDidUpdate() {
    bar?.done();
  },
};

export default clientModule;
