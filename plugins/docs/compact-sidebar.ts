import type { PropSidebar, PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import { kebab } from '../../tools/reference/typescript/routes';

/**
 * A sidebar as it travels to the browser. The reference sidebar lists ~700
 * pages whose links are, almost all, their parent's path plus the slug the
 * reference generator makes of the label (`ProductVariant` →
 * `…/entities/product-variant`), so most links need no href at all:
 * - `"Label"`: a link to `base + kebab(label)`;
 * - `["Label", href]`: a link elsewhere (`href` relative to `base` unless it
 *   starts with `/` or a scheme);
 * - `{ l, i, h?, o?, c? }`: a collapsible category, collapsed unless `o`
 *   (open), linking to `h` (relative as above), with the class names `c`;
 *   its items' base is its href;
 * - anything else is a sidebar item as the docs plugin made it, kept whole.
 */
export type CompactItem = string | [label: string, href: string] | CompactCategory | PropSidebarItem;

interface CompactCategory {
  l: string;
  i: CompactItem[];
  h?: string;
  o?: 1;
  c?: string;
}

/** Where the items of a category link to by default: under the category's own page. */
function baseOf(href: string | undefined, parentBase: string): string {
  if (!href) return parentBase;
  return href.endsWith('/') ? href : `${href}/`;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function absolute(href: string, base: string): string {
  return href.startsWith('/') || SCHEME.test(href) ? href : base + href;
}

/** `href` as written in the compact form: relative to `base` when under it; undefined when no form reads back as `href`. */
function relative(href: string, base: string): string | undefined {
  const rest = href.slice(base.length);
  if (href.startsWith(base) && absolute(rest, base) === href) return rest;
  return absolute(href, base) === href ? href : undefined;
}

/** Undefined fields count as absent: the data reaches the browser as JSON. */
function hasOnly(item: object, keys: string[]): boolean {
  return Object.entries(item).every(([key, value]) => value === undefined || keys.includes(key));
}

function isPlainLink(item: PropSidebarItem): item is PropSidebarItemLink {
  return item.type === 'link' && hasOnly(item, ['type', 'label', 'href']);
}

function isPlainCategory(item: PropSidebarItem): item is PropSidebarItemCategory {
  return item.type === 'category' && item.collapsible && hasOnly(item, ['type', 'label', 'collapsible', 'collapsed', 'items', 'href', 'className']);
}

export function compactSidebar(items: PropSidebar, base = '/'): CompactItem[] {
  return items.map((item): CompactItem => {
    const href = item.type === 'link' || item.type === 'category' ? relative(item.href ?? '', base) : undefined;
    if (isPlainLink(item) && href !== undefined) {
      return item.href === base + kebab(item.label) ? item.label : [item.label, href];
    }
    if (isPlainCategory(item) && (item.href === undefined || href !== undefined)) {
      return {
        l: item.label,
        i: compactSidebar(item.items, baseOf(item.href, base)),
        ...(item.href !== undefined && { h: href }),
        ...(!item.collapsed && { o: 1 as const }),
        ...(item.className !== undefined && { c: item.className }),
      };
    }
    return item;
  });
}

export function expandSidebar(items: CompactItem[], base = '/'): PropSidebar {
  return items.map((item): PropSidebarItem => {
    if (typeof item === 'string') return { type: 'link', label: item, href: base + kebab(item) };
    if (Array.isArray(item)) return { type: 'link', label: item[0], href: absolute(item[1], base) };
    if ('type' in item) return item;
    const href = item.h === undefined ? undefined : absolute(item.h, base);
    return {
      type: 'category',
      label: item.l,
      collapsible: true,
      collapsed: !item.o,
      items: expandSidebar(item.i, baseOf(href, base)),
      ...(href !== undefined && { href }),
      ...(item.c !== undefined && { className: item.c }),
    };
  });
}

/** A docs version's data as the browser receives it: its sidebars compacted. */
export type CompactVersion<Version extends { docsSidebars: Record<string, PropSidebar> }> = Omit<Version, 'docsSidebars'> & { docsSidebars: Record<string, CompactItem[]> };

const expandedVersions = new WeakMap<object, unknown>();

/**
 * A version with its sidebars whole, expanded once per version object: the
 * server renders each of the version's pages with the same object, and
 * expanding every sidebar for each page made the build's time per page grow
 * with the number of pages (0.45 ms a page at 1,046 pages); the browser keeps
 * it across navigations.
 */
export function expandVersion<Version extends { docsSidebars: Record<string, PropSidebar> }>(version: CompactVersion<Version>): Version {
  let expanded = expandedVersions.get(version) as Version | undefined;
  if (!expanded) {
    const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, expandSidebar(items)]));
    expandedVersions.set(version, (expanded = { ...version, docsSidebars } as Version));
  }
  return expanded;
}
