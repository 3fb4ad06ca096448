import type { DeclarationModel } from './model';

export type ReferenceArea = 'typescript-api' | 'admin-ui-api' | 'dashboard' | 'core-plugins';

/** A generated page: one or more declarations that share a `@docsPage`. */
export interface ReferencePage {
  area: ReferenceArea;
  section: string;
  slug: string;
  /** e.g. `/reference/typescript-api/entities/product` */
  route: string;
  title: string;
  /** Declarations in page order (weight, then name). */
  declarationIds: string[];
  /** Sidebar order inside the section. */
  position: number;
}

export interface ReferenceSection {
  area: ReferenceArea;
  section: string;
  label: string;
  route: string;
  pages: ReferencePage[];
}

/** Where a declaration (or one of its members) is documented. */
export interface LinkTarget {
  route: string;
  /** The declaration's heading id; member ids start with it. */
  anchor: string;
  /** The only declaration on its page: the page title is its heading, links need no anchor. */
  alone: boolean;
  /** Each member's heading id, unique on the page. */
  memberAnchors: ReadonlyMap<string, string>;
}

export interface ReferenceRoutes {
  sections: ReferenceSection[];
  /** By declaration id. */
  targets: Map<string, LinkTarget>;
}

/** `ProductVariant` → `product-variant`, `S3AssetStorageStrategy` → `s3-asset-storage-strategy`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

const PLUGIN_PACKAGES: Record<string, string> = {
  '@vendure/admin-ui-plugin': 'admin-ui-plugin',
  '@vendure/asset-server-plugin': 'asset-server-plugin',
  '@vendure/elasticsearch-plugin': 'elasticsearch-plugin',
  '@vendure/email-plugin': 'email-plugin',
  '@vendure/graphiql-plugin': 'graphiql-plugin',
  '@vendure/harden-plugin': 'harden-plugin',
  '@vendure/job-queue-plugin': 'job-queue-plugin',
  '@vendure/payments-plugin': 'payments-plugin',
  '@vendure/sentry-plugin': 'sentry-plugin',
  '@vendure/telemetry-plugin': 'telemetry-plugin',
};

/** Category values whose kebab form is not the SPEC section name. */
const SECTION_ALIASES: Record<string, string> = {
  // The Admin UI's config types live in @vendure/common; SPEC has one common section.
  'common-admin-ui': 'common',
};

/** Labels that capitalising the section name would get wrong. */
const LABELS: Record<string, string> = {
  'products-stock': 'Products & stock',
  'configurable-operation-def': 'ConfigurableOperationDef',
  'default-search-plugin': 'DefaultSearchPlugin',
  'state-machine': 'State machine',
  'ui-devkit': 'UI devkit',
  'react-components': 'React components',
  'react-extensions': 'React extensions',
  'react-hooks': 'React hooks',
  'admin-ui-plugin': 'AdminUiPlugin',
  'asset-server-plugin': 'AssetServerPlugin',
  'elasticsearch-plugin': 'ElasticsearchPlugin',
  'email-plugin': 'EmailPlugin',
  'graphiql-plugin': 'GraphiqlPlugin',
  'harden-plugin': 'HardenPlugin',
  'job-queue-plugin': 'JobQueuePlugin',
  'payments-plugin': 'PaymentsPlugin',
  'sentry-plugin': 'SentryPlugin',
  'telemetry-plugin': 'TelemetryPlugin',
  'stellate-plugin': 'StellatePlugin',
  'dashboard-plugin': 'DashboardPlugin',
  'extensions-api': 'Extensions API',
};

/** The anchor of a member heading on its declaration's page. */
export function memberAnchor(target: Pick<LinkTarget, 'anchor' | 'memberAnchors'>, memberName: string): string {
  return target.memberAnchors.get(memberName) ?? `${target.anchor}-${kebab(memberName)}`;
}

/**
 * Member ids are the declaration's id and the member's name in kebab case,
 * which can repeat an id on the page: `StripePlugin`'s `options` spells
 * `StripePluginOptions`, `languageCode$` and `_readonly` lose their `$` and
 * `_`. Declarations keep theirs, and plain member names are served before
 * such spellings, so the links a reader guesses still land.
 */
function memberAnchorsOf(declarations: DeclarationModel[]): Map<string, Map<string, string>> {
  const taken = new Set(declarations.map((d) => kebab(d.name)));
  const plainFirst = (name: string) => (/^[A-Za-z0-9]+$/.test(name) ? 0 : 1);
  const byDeclaration = new Map(declarations.map((d) => [d.id, new Map<string, string>()]));
  const members = declarations.flatMap((d) => d.members.map((m) => ({ declaration: d, name: m.name })));
  for (const { declaration, name } of members.sort((a, b) => plainFirst(a.name) - plainFirst(b.name))) {
    const anchors = byDeclaration.get(declaration.id)!;
    if (anchors.has(name)) continue;
    const base = `${kebab(declaration.name)}-${kebab(name)}`;
    let anchor = taken.has(base) ? `${base}-member` : base;
    for (let n = 2; taken.has(anchor); n++) anchor = `${base}-member-${n}`;
    taken.add(anchor);
    anchors.set(name, anchor);
  }
  return byDeclaration;
}

export function sectionLabel(section: string): string {
  return LABELS[section] ?? section.charAt(0).toUpperCase() + section.slice(1).replace(/-/g, ' ');
}

/** The area and section a declaration belongs to, from its package and `@docsCategory`. */
export function placeOf(declaration: Pick<DeclarationModel, 'packageName' | 'category'>): { area: ReferenceArea; section: string } {
  const plugin = PLUGIN_PACKAGES[declaration.packageName];
  if (plugin) return { area: 'core-plugins', section: plugin };
  // @vendure/dashboard holds both the React app's extension API and the server plugin that serves it.
  if (declaration.packageName === '@vendure/dashboard' && declaration.category.startsWith('core plugins/')) return { area: 'core-plugins', section: 'dashboard-plugin' };
  const area: ReferenceArea = ['@vendure/admin-ui', '@vendure/ui-devkit'].includes(declaration.packageName)
    ? 'admin-ui-api'
    : declaration.packageName === '@vendure/dashboard'
      ? 'dashboard'
      : 'typescript-api';
  const section = kebab(declaration.category.replace(/&/g, ' '));
  return { area, section: SECTION_ALIASES[section] ?? section };
}

/**
 * `@docsPage` values are sometimes file names (`promotion-condition`, `helpers`).
 * Readers look for declaration names, so a page is titled by its only declaration,
 * or by the declaration its file name spells; otherwise the file name in words.
 */
export function pageTitle(pageName: string, declarations: Pick<DeclarationModel, 'name'>[]): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pageName)) return pageName;
  if (declarations.length === 1) return declarations[0].name;
  const spelled = declarations.find((d) => kebab(d.name) === pageName);
  if (spelled) return spelled.name;
  return pageName.charAt(0).toUpperCase() + pageName.slice(1).replace(/-/g, ' ');
}

function byWeightThenName(a: DeclarationModel, b: DeclarationModel): number {
  return a.weight - b.weight || a.name.localeCompare(b.name);
}

/**
 * Decides every page and URL before anything is rendered. Declarations with
 * the same `@docsPage` share a page; every entity has its own page, as SPEC
 * asks. Sections, pages and declarations are sorted, so output is stable.
 */
export function planRoutes(declarations: DeclarationModel[]): ReferenceRoutes {
  const pages = new Map<string, ReferencePage & { declarations: DeclarationModel[] }>();
  for (const declaration of declarations) {
    const { area, section } = placeOf(declaration);
    // A type documented in place joins its user's page, an entity's too (see local-types.ts).
    const pageName = (section === 'entities' && !declaration.documentedFor) || !declaration.page ? declaration.name : declaration.page;
    // A page named like its section (EmailPlugin in email-plugin) is the section's index:
    // Docusaurus would give a file named like its folder the folder's route anyway.
    const slug = kebab(pageName) === section ? 'index' : kebab(pageName);
    const route = slug === 'index' ? `/reference/${area}/${section}/` : `/reference/${area}/${section}/${slug}`;
    const page = pages.get(route) ?? { area, section, slug, route, title: pageName, declarationIds: [], position: 0, declarations: [] };
    page.declarations.push(declaration);
    pages.set(route, page);
  }

  const sections = new Map<string, ReferenceSection>();
  const targets = new Map<string, LinkTarget>();
  for (const page of pages.values()) {
    page.declarations.sort(byWeightThenName);
    page.title = pageTitle(page.title, page.declarations);
    // The declaration the page is named after leads: it opens the page and gives its description.
    const lead = page.declarations.findIndex((d) => d.name === page.title);
    if (lead > 0) page.declarations.unshift(...page.declarations.splice(lead, 1));
    page.declarationIds = page.declarations.map((d) => d.id);
    const alone = page.declarations.length === 1;
    const memberAnchors = memberAnchorsOf(page.declarations);
    for (const declaration of page.declarations) {
      targets.set(declaration.id, { route: page.route, anchor: kebab(declaration.name), alone, memberAnchors: memberAnchors.get(declaration.id)! });
    }
    const key = `/reference/${page.area}/${page.section}`;
    const section = sections.get(key) ?? { area: page.area, section: page.section, label: sectionLabel(page.section), route: key, pages: [] };
    section.pages.push(page);
    sections.set(key, section);
  }

  // The index page comes first, then by title: a reader scans a category by name
  // (@docsWeight ordered pages for Vendure's own site, e.g. EntityDuplicator first in Configuration).
  const indexFirst = (page: ReferencePage) => (page.slug === 'index' ? 0 : 1);
  const sorted = [...sections.values()].sort((a, b) => a.route.localeCompare(b.route));
  for (const section of sorted) {
    const sectionPages = section.pages as (ReferencePage & { declarations: DeclarationModel[] })[];
    sectionPages.sort((a, b) => indexFirst(a) - indexFirst(b) || a.title.localeCompare(b.title));
    section.pages = sectionPages.map(({ declarations: _, ...page }, index) => ({ ...page, position: index + 1 }));
  }
  return { sections: sorted, targets };
}
