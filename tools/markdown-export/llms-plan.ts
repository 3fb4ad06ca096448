import type { OutlineSection } from './outline';
import { routeKey } from './routes';

/** A converted page, as the llms files list and hold it. */
export interface ExportedPage {
  route: string;
  /** The page's own address. */
  url: string;
  /** The address of its Markdown. */
  markdownUrl: string;
  title: string;
  description?: string;
  markdown: string;
}

/** One file of full text: the pages of one section of the site (or one part of a large reference area). */
export interface SectionFile {
  /** Its name at the root of the site: `llms-guides-storefront.txt`. */
  name: string;
  /** Its heading, whole: `Learn: Storefront`, `Reference: TypeScript API: Orders`. */
  title: string;
  /** How llms.txt names it under its section: for the reference, its area's or category's own page title (`Orders`). */
  label: string;
  /** In sidebar order; pages in no sidebar last. */
  pages: ExportedPage[];
}

/** An entry of llms.txt: a page, listed with its description, or a file of full text. */
export type IndexEntry = { page: ExportedPage } | { file: SectionFile };

/** A `## section` of llms.txt. */
export interface IndexSection {
  title: string;
  entries: IndexEntry[];
}

/** What the llms files hold, decided once, before any of them is written. */
export interface LlmsPlan {
  /** `## sections` of llms.txt, in order: the guide files first, then the sidebars' sections. */
  sections: IndexSection[];
  /** Every file of full text, in the order llms.txt lists them. */
  files: SectionFile[];
  /** Every listed page, in sidebar order, pages in no sidebar last: what llms-full.txt holds. */
  allPages: ExportedPage[];
}

/** The `## section` listing the guide files, before the pages they hold. */
export const GUIDE_FILES_SECTION = 'Learn and User Guide: full text';
/** Pages in no sidebar and in no file that a sidebar section lists. */
export const OTHER_PAGES_SECTION = 'Other pages';

/**
 * Guide folders that share a file, because each alone is small and they are
 * read together (the install steps, then the concepts they rely on); every
 * other folder of /guides/ gets a file of its own, and a new folder gets one
 * without a change here.
 */
const MERGED_GUIDE_FOLDERS = [
  ['getting-started', 'core-concepts'],
  ['deployment', 'how-to'],
];

/**
 * Reference areas too large for one file (the TypeScript API is ~300k tokens)
 * or made of parts a reader uses one at a time (the Shop and Admin GraphQL
 * APIs): each of their sidebar categories is a file of its own.
 */
const SPLIT_REFERENCE_AREAS = new Set(['typescript-api', 'graphql-api']);

/** The reference's overview and the overviews of the split areas, small and read first, share one file. */
const REFERENCE_OVERVIEW = { key: 'reference', label: 'Overviews' };

const isReference = (route: string) => /^\/reference(\/|$)/.test(route);

/**
 * Which file holds a page's full text, as a path-like key (`guides/storefront`,
 * `reference/typescript-api/orders`), by the page's route: a folder of
 * /guides/ (or its merged group), the whole User Guide, a reference area or a
 * category of a split one, or the reference's overviews. Undefined for a page
 * of no section (the home page): llms.txt lists it directly.
 */
export function fileKeyOf(route: string): string | undefined {
  const parts = routeKey(route).split('/').filter(Boolean);
  if (parts[0] === 'user-guide') return 'user-guide';
  if (parts[0] === 'guides' && parts[1]) {
    const group = MERGED_GUIDE_FOLDERS.find((folders) => folders.includes(parts[1]));
    return `guides/${group ? group.join('-') : parts[1]}`;
  }
  if (parts[0] === 'reference') {
    if (parts[1] && !SPLIT_REFERENCE_AREAS.has(parts[1])) return `reference/${parts[1]}`;
    return parts[2] ? `reference/${parts[1]}/${parts[2]}` : REFERENCE_OVERVIEW.key;
  }
  return undefined;
}

/**
 * The file's name at the site's root, after its key, the reference's without
 * their common `reference/` (llms.txt lists some forty of them, and it must
 * stay small): `guides/storefront` → `llms-guides-storefront.txt`,
 * `reference/graphql-api/shop` → `llms-graphql-api-shop.txt`.
 */
export function fileNameOf(key: string): string {
  return `llms-${key.replace(/^reference\//, '').replace(/\//g, '-')}.txt`;
}

/**
 * A heading for the sections a file holds: `Learn: Getting started` and
 * `Learn: Core concepts` → `Learn: Getting started and Core concepts`; a
 * sidebar's own name among its sections (`User Guide`, `User Guide: Catalog`…)
 * stands for all of them.
 */
export function joinSectionTitles(titles: string[]): string {
  const unique = [...new Set(titles)];
  if (unique.length <= 1) return unique[0] ?? '';
  const prefix = (title: string) => (title.includes(': ') ? title.slice(0, title.indexOf(': ')) : title);
  const shared = prefix(unique[0]);
  if (!unique.every((title) => prefix(title) === shared)) return unique.join(' and ');
  if (unique.includes(shared)) return shared;
  const rests = unique.map((title) => title.slice(shared.length + 2));
  return `${shared}: ${rests.slice(0, -1).join(', ')} and ${rests[rests.length - 1]}`;
}

/** Pages in sidebar order, then the pages no sidebar lists, in route order. */
export function pagesInOrder(sections: OutlineSection[], pages: ExportedPage[]): { sections: { title: string; pages: ExportedPage[] }[]; unlisted: ExportedPage[] } {
  const byKey = new Map(pages.map((page) => [routeKey(page.route), page]));
  const listed = new Set<ExportedPage>();
  const ordered = sections
    .map((section) => ({
      title: section.title,
      pages: section.routes.flatMap((route) => {
        const page = byKey.get(routeKey(route));
        if (!page || listed.has(page)) return [];
        listed.add(page);
        return [page];
      }),
    }))
    .filter((section) => section.pages.length > 0);
  const unlisted = pages.filter((page) => !listed.has(page)).sort((a, b) => a.route.localeCompare(b.route));
  return { sections: ordered, unlisted };
}

/**
 * Decides the llms files: which file holds each page, what each file is
 * called, and what llms.txt lists under each `## section`. Guide and User
 * Guide pages are listed one by one (with their descriptions) under their
 * sidebar section, and their files together first; a reference section lists
 * its files, and directly only the overview pages that no file holds. A page
 * in no sidebar is listed where the rest of its file is, or under "Other
 * pages".
 */
export function planLlmsFiles(outline: OutlineSection[], pages: ExportedPage[]): LlmsPlan {
  const { sections: ordered, unlisted } = pagesInOrder(outline, pages);
  const allPages = [...ordered.flatMap((section) => section.pages), ...unlisted];
  const sectionOf = new Map<ExportedPage, string>();
  for (const section of ordered) for (const page of section.pages) sectionOf.set(page, section.title);

  // Files in the order their first page comes, each holding its pages in that order.
  const byKey = new Map<string, ExportedPage[]>();
  const keyOf = new Map<ExportedPage, string>();
  for (const page of allPages) {
    const key = fileKeyOf(page.route);
    if (!key) continue;
    keyOf.set(page, key);
    byKey.set(key, [...(byKey.get(key) ?? []), page]);
  }
  const routeTitles = new Map(pages.map((page) => [routeKey(page.route), page.title]));
  const files = new Map<string, SectionFile>();
  for (const [key, filePages] of byKey) {
    const sectionTitles = filePages.flatMap((page) => (sectionOf.has(page) ? [sectionOf.get(page)!] : []));
    const joined = joinSectionTitles(sectionTitles) || key;
    // A reference file is named by the page of its area or category (`/reference/typescript-api/orders/` → "Orders"),
    // short under its section's heading; a category without a page of its own by its folder.
    const isPart = key.split('/').length > 2;
    const label = key === REFERENCE_OVERVIEW.key ? REFERENCE_OVERVIEW.label : key.startsWith('reference/') ? (routeTitles.get(`/${key}`) ?? (isPart ? key.split('/').pop()! : joined)) : joined;
    files.set(key, { name: fileNameOf(key), title: joined.endsWith(label) ? joined : `${joined}: ${label}`, label, pages: filePages });
  }

  const guideFiles = [...files.values()].filter((file) => !isReference(file.pages[0].route));
  const sections: IndexSection[] = [];
  if (guideFiles.length > 0) sections.push({ title: GUIDE_FILES_SECTION, entries: guideFiles.map((file) => ({ file })) });
  const fileOf = (page: ExportedPage) => (keyOf.has(page) ? files.get(keyOf.get(page)!) : undefined);
  const sectionOfFile = new Map<SectionFile, IndexSection>();
  const place = (section: IndexSection, page: ExportedPage) => {
    const file = fileOf(page);
    if (file && isReference(page.route)) {
      if (!sectionOfFile.has(file)) section.entries.push({ file });
    } else section.entries.push({ page });
    if (file && !sectionOfFile.has(file)) sectionOfFile.set(file, section);
  };
  for (const group of ordered) {
    const section: IndexSection = { title: group.title, entries: [] };
    for (const page of group.pages) place(section, page);
    sections.push(section);
  }
  const other: IndexSection = { title: OTHER_PAGES_SECTION, entries: [] };
  for (const page of unlisted) {
    const file = fileOf(page);
    place((file && sectionOfFile.get(file)) || other, page);
  }
  if (other.entries.length > 0) sections.push(other);

  const listedFiles = sections.flatMap((section) => section.entries.flatMap((entry) => ('file' in entry ? [entry.file] : [])));
  return { sections, files: [...new Set(listedFiles)], allPages };
}
