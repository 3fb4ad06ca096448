import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus 3.7 hides a dismissed announcement bar before hydration with an
 * inline script that checks only the "dismissed" flag, not the bar's id. A new
 * announcement therefore stays hidden on the first page load after it ships.
 * This script runs right after that one and un-hides the bar when the stored
 * id differs from the current one; the theme then resets the stored flag.
 */
export function announcementIdScript(id: string): string {
  return `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
    id,
  )}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementIdPlugin(id: string): Plugin {
  return {
    name: 'vendure-docs-announcement-id',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: announcementIdScript(id) }] };
    },
  };
}
