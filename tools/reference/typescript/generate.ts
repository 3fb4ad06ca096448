import { categoryJson } from '../render/front-matter';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { listAuthoredPages } from '../../markdown/authored-pages';
import { AUTHORED_REFERENCE_SECTIONS, REFERENCE_REDIRECTS_FILE } from '../generated-dirs';
import { routeOfDoc } from '../../markdown/doc-routes';
import { readPage } from '../../markdown/read-page';
import { locatePackages } from './inputs';
import { readDeclarations } from './read';
import { AREA_LABELS, type AuthoredSection, type RenderContext, renderAreaIndex, renderPage, renderSectionIndex } from './render';
import { officialRedirects, type Redirect } from './official-routes';
import { type ReferenceArea, planRoutes } from './routes';
import type { EmittedFile } from '../emit';
import type { UnresolvedLink } from './doc-links';
import type { DeclarationModel } from './model';

export interface TypeScriptReference {
  files: EmittedFile[];
  /** Pages per area, index pages excluded. */
  pages: Record<ReferenceArea, number>;
  documented: number;
  tagged: number;
  /** Untagged types documented because a documented declaration names them. */
  referenced: number;
  skipped: { name: string; file: string; reason: string }[];
  unresolvedLinks: UnresolvedLink[];
  /** Of the Dashboard's tagged declarations (issue 20 asks for all of them), how many are documented. */
  dashboard: { documented: number; tagged: number };
  /** From the official site's routes of these pages, where they differ from ours (also written to REFERENCE_REDIRECTS_FILE). */
  redirects: Redirect[];
  /** Every page route of the site these pages know of, authored ones included, without trailing slash. */
  routes: string[];
}

/** Sidebar order of the generated areas; the authored overview comes first. */
export const AREA_POSITIONS: Record<ReferenceArea, number> = { 'typescript-api': 2, dashboard: 3, 'admin-ui-api': 3.5, 'core-plugins': 5 };

const AREA_INTROS: Record<ReferenceArea, string> = {
  'typescript-api': 'Every documented class, interface, type, function and constant of @vendure/core, @vendure/common and @vendure/testing, grouped by subject.',
  'admin-ui-api': 'The extension API of the Angular Admin UI (@vendure/admin-ui) and the tools that compile extensions into it (@vendure/ui-devkit).',
  dashboard: 'The extension API of the React Dashboard (@vendure/dashboard): what a plugin’s dashboard extension can add, the components, hooks and page layout it builds with, and the Vite plugin that compiles it.',
  'core-plugins': 'The configuration, strategies and services of the plugins the Vendure team publishes next to the core.',
};

export type TypeScriptDeclarations = ReturnType<typeof readDeclarations>;

/** inputs → read: the documented declarations of the pinned packages (the slow part: TypeScript's own parsing and type checking). */
export function readTypeScriptDeclarations(root: string): TypeScriptDeclarations {
  return readDeclarations(locatePackages(root));
}

/** routes → render, for the three TypeScript-based areas, from `readTypeScriptDeclarations`. Nothing is written here. */
export function generateTypeScriptReference(
  root: string,
  repoUrl: string,
  otherAnchors: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  { declarations, skipped, asProps }: TypeScriptDeclarations = readTypeScriptDeclarations(root),
): TypeScriptReference {
  const { sections, targets } = planRoutes(declarations);
  const authoredRoutes = new Set(listAuthoredPages(root).map((file) => routeOfDoc(file, readPage(root, file).frontMatter.slug)));
  const indexRoutes = new Set([...sections.map((s) => s.route), ...sections.map((s) => `/reference/${s.area}`)]);
  const context: RenderContext = { declarations: new Map(declarations.map((d) => [d.id, d])), targets, authoredRoutes, indexRoutes, otherAnchors, unresolved: [], repoUrl };

  const missing = declarations.flatMap((d) =>
    [d.signature, ...d.members.flatMap((m) => [m.type, m.parameters ?? [], ...(m.overloads ?? []).flatMap((o) => [o.type, o.parameters])])].flat().filter((t) => t.targetId && !targets.has(t.targetId)),
  );
  if (missing.length > 0) throw new Error(`Reference links without a page: ${[...new Set(missing.map((t) => t.targetId))].join(', ')}`);

  const packagesOf = (list: typeof sections) => [
    ...new Set(list.flatMap((s) => s.pages.flatMap((p) => p.declarationIds.map((id) => context.declarations.get(id)!))).map((d) => `${d.packageName}@${d.packageVersion}`)),
  ].sort();
  const files: EmittedFile[] = [];
  const pages = { 'typescript-api': 0, dashboard: 0, 'admin-ui-api': 0, 'core-plugins': 0 };
  for (const area of Object.keys(AREA_POSITIONS) as ReferenceArea[]) {
    const areaSections = sections.filter((s) => s.area === area);
    const dir = `docs/reference/${area}`;
    files.push({ path: `${dir}/_category_.json`, content: categoryJson(AREA_LABELS[area], AREA_POSITIONS[area]) });
    files.push({ path: `${dir}/index.mdx`, content: renderAreaIndex(area, areaSections, AREA_INTROS[area], packagesOf(areaSections), context, authoredSections(root, area)) });
    areaSections.forEach((section, index) => {
      const sectionDir = `${dir}/${section.section}`;
      files.push({ path: `${sectionDir}/_category_.json`, content: categoryJson(section.label, index + 1) });
      if (!section.pages.some((page) => page.slug === 'index')) {
        files.push({ path: `${sectionDir}/index.mdx`, content: renderSectionIndex(section, context) });
      }
      for (const page of section.pages) {
        const others = page.slug === 'index' ? section : undefined;
        files.push({ path: `${sectionDir}/${page.slug}.mdx`, content: renderPage(page, context, others) });
        pages[area]++;
      }
    });
  }
  const planned = sections.flatMap((s) => [`/reference/${s.area}`, s.route, ...s.pages.map((p) => p.route.replace(/\/$/, ''))]);
  const routes = [...authoredRoutes, ...planned];
  // Types documented only because a documented signature names them (local-types.ts) are counted apart.
  const tagged = declarations.filter((d) => !d.documentedFor || d.documentedFor.category);
  const redirects = officialRedirects(declarations, targets, new Set(routes));
  files.push({ path: REFERENCE_REDIRECTS_FILE, content: `${JSON.stringify(redirects, null, 1)}\n` });
  return {
    files,
    redirects,
    routes,
    pages,
    documented: tagged.length + asProps.length,
    tagged: tagged.length + asProps.length + skipped.length,
    referenced: declarations.length - tagged.length,
    skipped,
    dashboard: coverageOf('@vendure/dashboard', tagged, asProps, skipped),
    unresolvedLinks: context.unresolved,
  };
}

/** Documented and tagged declarations of one package: placed ones, props tables, and the skipped. */
function coverageOf(packageName: string, declarations: DeclarationModel[], asProps: { file: string }[], skipped: { file: string }[]) {
  const inPackage = (list: { file: string }[]) => list.filter((d) => d.file.startsWith(`${packageName}/`)).length;
  const documented = declarations.filter((d) => d.packageName === packageName).length + inPackage(asProps);
  return { documented, tagged: documented + inPackage(skipped) };
}

/** Hand-written sections of an area (see AUTHORED_REFERENCE_SECTIONS), found by their index page. */
function authoredSections(root: string, area: ReferenceArea): AuthoredSection[] {
  return AUTHORED_REFERENCE_SECTIONS.filter((dir) => dir.startsWith(`docs/reference/${area}/`))
    .filter((dir) => existsSync(path.join(root, dir, 'index.mdx')))
    .map((dir) => ({
      label: String(readPage(root, `${dir}/index.mdx`).frontMatter.title),
      summary: String(readPage(root, `${dir}/index.mdx`).frontMatter.description ?? ''),
      route: `/${dir.replace(/^docs\//, '')}`,
      pages: readdirSync(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f)).length,
    }));
}
