import { useHistory, useLocation } from '@docusaurus/router';
import { useEffect } from 'react';
import { SERVER_RENDERED } from '.';

/** Links inside blocks React did not hydrate (`ServerRendered`): plain anchors, without the Docusaurus `<Link>` that handles the rest. */
const SELECTOR = `[${SERVER_RENDERED}] a[href]`;

/** The anchor an event happened in, if it is a link of this site inside a kept block. */
function siteLink(target: EventTarget | null): URL | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : undefined;
}

/** A link to a heading of the page shown: its code is loaded already. */
const isThisPage = (url: URL) => url.pathname === window.location.pathname;

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * What a Docusaurus `<Link>` does, for every link in the page's kept blocks
 * at once: a plain click navigates inside the app (a click with a modifier
 * key is left to the browser), hovering or touching preloads the page, and a
 * link in view prefetches its page's code. The listeners sit on the document,
 * after React's own on the app's root, so a click a component handled
 * arrives here already prevented.
 */
export function useServerRenderedLinks(): void {
  const history = useHistory();
  const { pathname } = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = isPlainClick(event) ? siteLink(event.target) : undefined;
      if (!url) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      // As react-router's Link: the address already shown is replaced, not pushed again.
      if (to === window.location.pathname + window.location.search + window.location.hash) history.replace(to);
      else history.push(to);
    };
    const onIntent = (event: Event) => {
      const url = siteLink(event.target);
      if (url && !isThisPage(url)) window.docusaurus.preload(url.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [history]);

  // The page's content changes with the path: observe the links it now has.
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const url = siteLink(entry.target);
        if (url && !isThisPage(url)) window.docusaurus.prefetch(url.pathname);
      }
    });
    document.querySelectorAll(SELECTOR).forEach((anchor) => observer.observe(anchor));
    return () => observer.disconnect();
  }, [pathname]);
}
