/**
 * The parts of the docs a reader can narrow search to: the navbar's three
 * sidebars, each the folder of `docs/` it mirrors. Records carry the id (a
 * Typesense facet in hosted mode); the search UI shows the label. A unit
 * test keeps this list in step with `config/navbar.ts` and `sidebars.ts`.
 */
export const SEARCH_SECTIONS = [
  { id: 'learn', label: 'Learn', root: '/guides' },
  { id: 'reference', label: 'Reference', root: '/reference' },
  { id: 'user-guide', label: 'User Guide', root: '/user-guide' },
] as const;

export type SearchSectionId = (typeof SEARCH_SECTIONS)[number]['id'];

/** The field records and requests name the section by (`section:=learn` in `filter_by`). */
export const SECTION_FIELD = 'section';

/** The section a page belongs to by its path; pages outside the three folders (the home page) belong to none. */
export function sectionOfPath(pagePath: string): SearchSectionId | undefined {
  return SEARCH_SECTIONS.find(({ root }) => pagePath === root || pagePath.startsWith(`${root}/`))?.id;
}

export function isSearchSection(id: string): id is SearchSectionId {
  return SEARCH_SECTIONS.some((section) => section.id === id);
}

/** Results per section for a query, whatever section the request narrowed to; `all` counts every result. */
export type SectionCounts = { all: number } & Partial<Record<SearchSectionId, number>>;

const SECTION_CLAUSE = new RegExp(`\\s*&&\\s*${SECTION_FIELD}:=\\S+|^${SECTION_FIELD}:=\\S+\\s*(&&\\s*)?`, 'g');

/**
 * A `filter_by` narrowed to one section (or widened to all with none): the
 * contextual filter the theme builds stays as it is, so both modes get the
 * same request shape (`language:=en && docusaurus_tag:=[…] && section:=learn`).
 */
export function withSection(filterBy: string, section: SearchSectionId | undefined): string {
  const rest = filterBy.replace(SECTION_CLAUSE, '').trim();
  if (!section) return rest;
  return rest ? `${rest} && ${SECTION_FIELD}:=${section}` : `${SECTION_FIELD}:=${section}`;
}
