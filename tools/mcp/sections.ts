import { navbar } from '../../config/navbar';
import sidebars from '../../sidebars';
import type { EmbeddedIndexFile } from '../../src/search/embedded-index';
import { InputError } from './input-error';

/** A sidebar of the site (Learn, Reference, User Guide) and the sections its pages fall in. */
export interface Sidebar {
  label: string;
  /** The route of the folder of `docs/` the sidebar mirrors, e.g. `/guides`. */
  root: string;
  /** lvl0 of the search records under it: the sidebar's top-level categories, sorted. */
  sections: string[];
}

/** The navbar's sidebars, each with its folder: read from the site's config so a renamed sidebar needs no change here. */
export function siteSidebars(): Omit<Sidebar, 'sections'>[] {
  return navbar.items.flatMap((item) =>
    'sidebarId' in item ? [{ label: item.label, root: `/${sidebars[item.sidebarId as keyof typeof sidebars][0].dirName}` }] : [],
  );
}

function isUnder(pagePath: string, root: string): boolean {
  return pagePath === root || pagePath.startsWith(`${root}/`);
}

/** The sidebar a page belongs to, by its path; none for the home page and the few pages outside the three folders. */
export function sidebarOf(pagePath: string, all: Omit<Sidebar, 'sections'>[]): string | undefined {
  return all.find((sidebar) => isUnder(pagePath, sidebar.root))?.label;
}

/**
 * The sidebars with the sections the index's records name (lvl0 is the
 * active sidebar's top category, SEARCH-NOTES §2). A folder's own index page
 * carries the sidebar's label as lvl0, which is not a section of its own.
 */
export function sidebarsOf(file: EmbeddedIndexFile, all = siteSidebars()): Sidebar[] {
  return all.map((sidebar) => {
    const sections = new Set<string>();
    for (const [pagePath, lvl0] of file.pages) if (isUnder(pagePath, sidebar.root) && lvl0 !== sidebar.label) sections.add(lvl0);
    return { ...sidebar, sections: Array.from(sections).sort((a, b) => a.localeCompare(b)) };
  });
}

/** Case, spaces and punctuation do not matter: `user-guide`, `User guide` and `userguide` are one name. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The pages of the index a section name covers: a sidebar's pages by path, a
 * section's by lvl0. Throws an {@link InputError} listing the valid names.
 */
export function pagesOfSection(name: string, file: EmbeddedIndexFile, all: Sidebar[]): { name: string; pages: Set<number> } {
  const key = keyOf(name);
  const pages = new Set<number>();
  const sidebar = all.find((s) => keyOf(s.label) === key);
  if (sidebar) {
    file.pages.forEach(([pagePath], i) => isUnder(pagePath, sidebar.root) && pages.add(i));
    return { name: sidebar.label, pages };
  }
  const section = all.flatMap((s) => s.sections).find((s) => keyOf(s) === key);
  if (section) {
    file.pages.forEach(([, lvl0], i) => lvl0 === section && pages.add(i));
    return { name: section, pages };
  }
  throw new InputError(`Unknown section "${name.slice(0, 80)}". ${describeSections(all)}`);
}

/** The valid section names, for the tool's description and for the error of an unknown one. */
export function describeSections(all: Sidebar[]): string {
  const sidebarList = all.map((s) => s.label).join(', ');
  const sectionList = all.map((s) => `${s.label}: ${s.sections.join(', ')}`).join('; ');
  return `A section is a sidebar (${sidebarList}) or one of its sections (${sectionList}); case and spaces do not matter.`;
}
