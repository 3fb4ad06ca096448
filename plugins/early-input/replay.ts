import type { ClientModule } from '@docusaurus/types';
import { openSearchWith } from '@site/src/search/typed-ahead';

declare global {
  interface Window {
    /** What the reader asked for before the app started (capture.js); null once replay.ts has taken over. */
    __earlyInput?: { asked: ('search' | 'menu')[]; typed: string } | null;
  }
}

/** The button that does what the reader asked for; search wins over the menu, as the modal covers it. */
function buttonFor(asked: readonly string[]): HTMLElement | null {
  if (asked.includes('search')) return document.querySelector<HTMLElement>('.DocSearch-Button');
  if (asked.includes('menu')) return document.querySelector<HTMLElement>('.navbar__toggle');
  return null;
}

const clientModule: ClientModule = {
  // The first call comes as the hydrated page commits: from then on the buttons answer for themselves.
  onRouteDidUpdate() {
    const early = window.__earlyInput;
    if (!early) return;
    window.__earlyInput = null;
    if (early.asked.length === 0) return;
    // After the commit, so the handlers React attaches are in place.
    window.setTimeout(() => {
      const button = buttonFor(early.asked);
      if (button?.matches('.DocSearch-Button')) openSearchWith(button, early.typed);
      else button?.click();
    }, 0);
  },
};

export default clientModule;
