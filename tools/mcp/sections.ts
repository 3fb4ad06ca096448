import type { Manifest } from '../../src/search/embedded-index';
import { SEARCH_SECTIONS, SECTION_FIELD, type SearchSectionId } from '../../src/search/sections';
import { InputError } from './input-error';

/** The languages and Docusaurus tags the site's search covers: its contextual filter (SEARCH-NOTES §3). */
export const SITE_LANGUAGE = 'en';
export const SITE_TAGS = ['default', 'docs-default-current'];
/** The filter the site's modal and search page send, so the same pages are searched. */
export const SITE_FILTER = `language:=${SITE_LANGUAGE} && docusaurus_tag:=[${SITE_TAGS.join(',')}]`;

/** A sidebar of the site (Learn, Reference, User Guide) and the sections its pages fall in. */
export interface Sidebar {
  /** The section id records carry (`learn`), which a `section:=` filter clause names. */
  id: SearchSectionId;
  label: string;
  /** lvl0 of the search records under it: the sidebar's top-level categories, sorted. */
  sections: string[];
}

/**
 * The sidebars with the sections the index's page groups name (lvl0 is the
 * active sidebar's top category, SEARCH-NOTES §2), among the pages the site
 * searches. A folder's own index page carries the sidebar's label as lvl0,
 * which is not a section of its own.
 */
export function sidebarsOf(manifest: Manifest): Sidebar[] {
  const searched = manifest.groups.filter(([language, tag]) => language === SITE_LANGUAGE && SITE_TAGS.includes(tag));
  return SEARCH_SECTIONS.map(({ id, label }) => {
    const sections = new Set(searched.filter(([, , section, lvl0]) => section === id && lvl0 !== label).map(([, , , lvl0]) => lvl0));
    return { id, label, sections: Array.from(sections).sort((a, b) => a.localeCompare(b)) };
  });
}

/** The label of the sidebar a section id names; none for the home page and the few pages outside the three sidebars. */
export function sidebarLabelOf(id: string, all: Sidebar[]): string | undefined {
  return all.find((sidebar) => sidebar.id === id)?.label;
}

/** Case, spaces and punctuation do not matter: `user-guide`, `User guide` and `userguide` are one name. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The filter clause a section name stands for, to add to the site's filter:
 * `section:=learn` for a sidebar, ``hierarchy.lvl0:=[`Core concepts`]`` for
 * one of its sections. Throws an {@link InputError} listing the valid names.
 */
export function sectionClause(name: string, all: Sidebar[]): { name: string; clause: string } {
  const key = keyOf(name);
  const sidebar = all.find((s) => keyOf(s.label) === key);
  if (sidebar) return { name: sidebar.label, clause: `${SECTION_FIELD}:=${sidebar.id}` };
  const section = all.flatMap((s) => s.sections).find((s) => keyOf(s) === key);
  if (section) return { name: section, clause: `hierarchy.lvl0:=[\`${section}\`]` };
  throw new InputError(`Unknown section "${name.slice(0, 80)}". ${describeSections(all)}`);
}

/** The valid section names, for the tool's description and for the error of an unknown one. */
export function describeSections(all: Sidebar[]): string {
  const sidebarList = all.map((s) => s.label).join(', ');
  const sectionList = all.map((s) => `${s.label}: ${s.sections.join(', ')}`).join('; ');
  return `A section is a sidebar (${sidebarList}) or one of its sections (${sectionList}); case and spaces do not matter.`;
}
