import type { DeclarationModel } from './model';
import { type LinkTarget, memberAnchor } from './routes';

/** An inline `{@link Name}` that names nothing documented. */
export interface UnresolvedLink {
  from: string;
  name: string;
}

export interface DocLinkContext {
  declarations: Map<string, DeclarationModel>;
  targets: Map<string, LinkTarget>;
  /** Routes of authored pages (no trailing slash): doc comments link to guides. */
  authoredRoutes: ReadonlySet<string>;
  /** Section and area index routes of the generated reference (no trailing slash). */
  indexRoutes: ReadonlySet<string>;
  /** Other generated pages (the GraphQL reference) with their heading ids. */
  otherAnchors: ReadonlyMap<string, ReadonlySet<string>>;
  unresolved: UnresolvedLink[];
}

export const hrefOf = (target: LinkTarget) => (target.alone ? target.route : `${target.route}#${target.anchor}`);

const byNameCache = new WeakMap<DocLinkContext, Map<string, DeclarationModel[]>>();

/** Declarations by bare name, indexed once per run: doc comments link by name. */
function declarationsNamed(context: DocLinkContext): Map<string, DeclarationModel[]> {
  let byName = byNameCache.get(context);
  if (!byName) {
    byName = new Map();
    for (const d of context.declarations.values()) byName.set(d.name, [...(byName.get(d.name) ?? []), d]);
    byNameCache.set(context, byName);
  }
  return byName;
}

/**
 * Finds what `{@link Name}` or `{@link Name.member}` means, seen from a
 * declaration: doc comments name targets by bare name, so the declaring
 * package wins over others with the same name.
 */
export function resolveName(name: string, from: DeclarationModel, context: DocLinkContext): string | undefined {
  const [typeName, member] = name.split('.');
  const candidates = declarationsNamed(context).get(typeName) ?? [];
  const declaration = candidates.find((d) => d.packageName === from.packageName) ?? candidates[0];
  const target = declaration && context.targets.get(declaration.id);
  if (!target) {
    // `{@link parse}` inside a class's comment means the class's own member.
    const own = context.targets.get(from.id);
    return own && from.members.some((m) => m.name === name) ? `${own.route}#${memberAnchor(own, name)}` : undefined;
  }
  if (!member) return hrefOf(target);
  return declaration.members.some((m) => m.name === member) ? `${target.route}#${memberAnchor(target, member)}` : hrefOf(target);
}

/** Turns `{@link …}` into Markdown links; names it cannot resolve become code and are reported. */
export function resolveDocLinks(markdown: string, from: DeclarationModel, context: DocLinkContext): string {
  return markdown.replace(/\{@link\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_, name: string, label?: string) => {
    const text = label?.trim() || name;
    if (/^https?:\/\//.test(name)) return `[${text}](${name})`;
    const href = resolveName(name, from, context);
    if (href) return `[${text}](${href})`;
    context.unresolved.push({ from: from.id, name });
    return `\`${text}\``;
  });
}

const trimSlash = (route: string) => route.replace(/\/$/, '') || '/';

const anchorCache = new WeakMap<DocLinkContext, Map<string, Set<string>>>();

/** Every generated page route with the anchors it has, computed once per run. */
function anchorsByRoute(context: DocLinkContext): Map<string, Set<string>> {
  let generated = anchorCache.get(context);
  if (generated) return generated;
  generated = new Map([...context.otherAnchors].map(([route, anchors]) => [trimSlash(route), new Set(anchors)]));
  for (const [id, target] of context.targets) {
    const anchors = generated.get(trimSlash(target.route)) ?? new Set<string>();
    if (!target.alone) anchors.add(target.anchor);
    for (const member of context.declarations.get(id)?.members ?? []) anchors.add(memberAnchor(target, member.name));
    generated.set(trimSlash(target.route), anchors);
  }
  anchorCache.set(context, generated);
  return generated;
}

/**
 * Doc comments link to pages of the framework's previous docs site by path
 * (`/core-concepts/auth/`, `/reference/typescript-api/...#anchor`). A path
 * becomes a link only when this site has that page (under `/guides` if
 * needed) and, for generated pages, that anchor; otherwise the text stays and
 * the link is reported.
 */
export function resolveSitePath(href: string, context: DocLinkContext): string | undefined {
  const [pathPart, anchor] = href.split('#');
  const generated = anchorsByRoute(context);
  for (const candidate of [trimSlash(pathPart), trimSlash(`/guides${pathPart}`)]) {
    const anchors = generated.get(candidate);
    if (anchors && anchor) {
      if (anchors.has(anchor)) return `${candidate}#${anchor}`;
      // A long GraphQL page is split into per-letter parts under its route.
      const part = [...generated].find(([route, ids]) => route.startsWith(`${candidate}/`) && ids.has(anchor));
      if (part) return `${part[0]}#${anchor}`;
    }
    if (anchors) return candidate;
    // Anchors on authored and index pages cannot be checked here, so they are left out.
    if (context.authoredRoutes.has(candidate) || context.indexRoutes.has(candidate)) return candidate;
  }
  return undefined;
}

/** Rewrites or unlinks root-relative Markdown links (see resolveSitePath). */
export function resolveSiteLinks(markdown: string, from: DeclarationModel, context: DocLinkContext): string {
  return markdown.replace(/\[([^\]]*)\]\((\/[^)\s]*)\)/g, (_, text: string, href: string) => {
    const resolved = resolveSitePath(href, context);
    if (resolved) return `[${text}](${resolved})`;
    context.unresolved.push({ from: from.id, name: href });
    return text;
  });
}
