import { generatedFrontMatter } from '../render/front-matter';
import { mergePlainTokens } from '../render/tokens';
import { escapeMdxText, firstSentence, highlightMarkers, jsonAttribute, jsxString, mapProse } from '../render/mdx-text';
import { titleHeading } from '../render/word-parts';
import { type DocLinkContext, hrefOf, resolveDocLinks, resolveSiteLinks, resolveSitePath } from './doc-links';
import { metaDescription } from './meta-description';
import type { DeclarationModel, DocTags, MemberModel, TypeText, TypeToken } from './model';
import { type ReferencePage, type ReferenceSection, kebab, memberAnchor } from './routes';
import { documentedForNote } from './documented-for';
import { sourceUrl } from './source-url';

export interface RenderContext extends DocLinkContext {
  repoUrl: string;
}

const IMPORTS = "import { ApiDeclaration, ApiDeprecation, ApiMember, ApiSignature } from '@site/src/components/api';";

/** A GraphQL selection's type (see selections.ts) links to its entry in the GraphQL reference, the Admin API's first. */
function graphqlHref(typeName: string, context: RenderContext): string | undefined {
  const anchor = typeName.toLowerCase();
  return ['admin', 'shop'].map((api) => resolveSitePath(`/reference/graphql-api/${api}/object-types#${anchor}`, context)).find((href) => href?.endsWith(`#${anchor}`));
}

function hrefOfToken(token: TypeToken, context: RenderContext): string | undefined {
  if (token.graphqlType) return graphqlHref(token.graphqlType, context);
  const target = token.targetId ? context.targets.get(token.targetId) : undefined;
  return target && hrefOf(target);
}

/** Type tokens as a JSX prop, each documented name carrying its page link. */
function tokensProp(tokens: TypeText, context: RenderContext): string {
  const resolved = tokens.map((token) => {
    const to = hrefOfToken(token, context);
    return to ? { text: token.text, to } : { text: token.text };
  });
  return jsonAttribute(mergePlainTokens<{ text: string; to?: string }, 'text'>(resolved, 'text', (t) => !t.to));
}

/** Where a declaration's own description puts the headings its doc comment writes. */
interface HeadingPlace {
  /** The level the comment's top headings get. */
  level: number;
  /** The declaration's anchor: heading ids start with it. */
  anchor: string;
  /** Ids already on the page. */
  taken: Set<string>;
}

const FENCED_BLOCK = /(^[ \t]*```[\s\S]*?^[ \t]*```[ \t]*$)/m;

/** Applies `transform` to the text between fenced code blocks. */
function outsideFences(markdown: string, transform: (text: string) => string): string {
  return markdown
    .split(FENCED_BLOCK)
    .map((part, i) => (i % 2 === 1 ? part : transform(part)))
    .join('');
}

/**
 * Headings in a declaration's description (AssetServerPlugin's Installation
 * and Caching, EmailPlugin's templates) become headings of the page, under the
 * declaration, with ids of their own, and in-page links to them keep working.
 * Headings in member descriptions would sit below the TOC's depth: bold text.
 */
function placeHeadings(markdown: string, place: HeadingPlace | undefined): string {
  if (!place) return outsideFences(markdown, (text) => text.replace(/^#{1,6}\s+(.+)$/gm, '**$1**').replace(/\[([^\]]*)\]\(#[^)]*\)/g, '$1'));
  const top = Math.min(...[...markdown.replace(new RegExp(FENCED_BLOCK, 'gm'), '').matchAll(/^(#{1,6})\s/gm)].map((m) => m[1].length));
  const ids = new Map<string, string>();
  const headed = outsideFences(markdown, (text) =>
    text.replace(/^(#{1,6})\s+(.+)$/gm, (_, hashes: string, title: string) => {
      let id = `${place.anchor}-${kebab(title)}`;
      if (place.taken.has(id)) id = `${id}-section`;
      place.taken.add(id);
      // GitHub's slug of the heading, which in-page links in the comments use.
      ids.set(title.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s/g, '-'), id);
      return `${'#'.repeat(Math.min(6, place.level + hashes.length - top))} ${title} {#${id}}`;
    }),
  );
  // Links may point at a heading further down: resolved once every heading has its id.
  return outsideFences(headed, (text) =>
    text.replace(/\[([^\]]*)\]\(#([^)]*)\)/g, (_, label: string, slug: string) => (ids.has(slug) ? `[${label}](#${ids.get(slug)})` : label)),
  );
}

/**
 * A description split before its first heading (outside code fences): the
 * summary a reader meets before the signature, and the sections after it.
 */
function splitAtFirstHeading(markdown: string): { summary: string; sections: string } {
  let offset = 0;
  for (const [i, part] of markdown.split(FENCED_BLOCK).entries()) {
    const heading = i % 2 === 0 ? /^#{1,6}\s/m.exec(part) : null;
    if (heading) {
      const at = offset + heading.index;
      return { summary: markdown.slice(0, at).trim(), sections: markdown.slice(at) };
    }
    offset += part.length;
  }
  return { summary: markdown, sections: '' };
}

/** Doc comment Markdown made safe for MDX: links resolved, headings placed, JSX characters escaped. */
function prose(markdown: string, from: DeclarationModel, context: RenderContext, headings?: HeadingPlace): string {
  const linked = resolveSiteLinks(resolveDocLinks(markdown, from, context), from, context);
  return placeHeadings(mapProse(highlightMarkers(linked), escapeMdxText), headings).trim();
}

/** The deprecation note with its links resolved and its Markdown rendered. */
function deprecation(tags: DocTags, from: DeclarationModel, context: RenderContext): string {
  return tags.deprecated ? `<ApiDeprecation>\n\n${prose(tags.deprecated, from, context)}\n\n</ApiDeprecation>` : '';
}

/** `@param` and `@returns` as a list after the description. */
function paramsAndReturns(tags: DocTags, from: DeclarationModel, context: RenderContext): string {
  const items = [...(tags.params ?? []).map((p) => `- \`${p.name}\`: ${p.text}`), ...(tags.returns ? [`- Returns: ${tags.returns}`] : [])];
  return items.length > 0 ? prose(items.join('\n'), from, context) : '';
}

/** Examples are Markdown with fences (and often prose between them); bare code gets a fence. */
function examples(tags: DocTags, from: DeclarationModel, context: RenderContext, headings?: HeadingPlace): string[] {
  return tags.examples.map((example) => (/^\s*(```|~~~)/m.test(example) ? prose(example, from, context, headings) : `\`\`\`ts\n${highlightMarkers(example)}\n\`\`\``));
}

function badgeProps(tags: DocTags): string {
  return [
    tags.since ? ` since=${jsxString(tags.since)}` : '',
    // The note itself follows as Markdown (deprecation()), so the prop only raises the badge.
    tags.deprecated !== undefined ? ' deprecated=""' : '',
    tags.experimental ? ' experimental' : '',
  ].join('');
}

/** "From JobQueueStrategy": the base whose description a member shows, linked to that member when it is documented. */
function inheritedNote(member: MemberModel, context: RenderContext): string {
  if (!member.inheritedFrom) return '';
  const { name, targetId } = member.inheritedFrom;
  const target = targetId ? context.targets.get(targetId) : undefined;
  const documented = targetId ? context.declarations.get(targetId)?.members.some((m) => m.name === member.name) : false;
  const href = target && (documented ? `${target.route}#${memberAnchor(target, member.name)}` : hrefOf(target));
  return `*From ${href ? `[${escapeMdxText(name)}](${href})` : escapeMdxText(name)}.*`;
}

/** One signature's line with its badges, then its deprecation note, description, parameters and examples. */
function signatureBlock(apiMemberProps: string[], tags: DocTags, declaration: DeclarationModel, context: RenderContext, inherited = ''): string[] {
  return [
    `<ApiMember ${apiMemberProps.filter(Boolean).join(' ')}${badgeProps(tags)} />`,
    deprecation(tags, declaration, context),
    prose(tags.description, declaration, context),
    inherited,
    paramsAndReturns(tags, declaration, context),
    ...examples(tags, declaration, context),
  ];
}

/** The props of a member's signature line; an overload brings its own parameters and return type. */
function memberProps(member: MemberModel, signature: { parameters?: TypeText; type: TypeText }, context: RenderContext): string[] {
  return [
    `kind="${member.kind}"`,
    signature.parameters ? `parameters=${tokensProp(signature.parameters, context)}` : '',
    signature.type.length > 0 ? `type=${tokensProp(signature.type, context)}` : '',
    member.optional ? 'optional' : '',
    member.readonly ? 'readonly' : '',
    member.static ? 'isStatic' : '',
    member.default !== undefined ? `defaultValue=${jsxString(member.default)}` : '',
  ];
}

function renderMember(member: MemberModel, declaration: DeclarationModel, level: string, context: RenderContext): string {
  // An overloaded method shows each signature with its own badges and text under the one heading.
  const signatures =
    member.overloads?.flatMap((overload) => signatureBlock(memberProps(member, overload, context), overload, declaration, context)) ??
    signatureBlock(memberProps(member, member, context), member, declaration, context, inheritedNote(member, context));
  return [`${level} ${escapeMdxText(member.name)} {#${memberAnchor(context.targets.get(declaration.id)!, member.name)}}`, ...signatures].filter(Boolean).join('\n\n');
}

const SUMMARY_MIN_MEMBERS = 4;

/** Text as a code span inside a Markdown table cell: pipes escaped, text longer than `max` cut at a word. */
function codeCell(text: string, max = Infinity): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max).replace(/[\s,(|<]*\S*$/, '')} …` : flat;
  return cut ? `\`${cut.replace(/`/g, "'").replace(/\|/g, '\\|')}\`` : '';
}

const plain = (tokens: TypeText) => tokens.map((t) => t.text).join('');

/** A Markdown table of the columns that hold something in at least one row: a column empty on every row says nothing. */
function tableOf(columns: string[], rows: string[][], keep: (column: number) => boolean = () => true): string {
  const kept = columns.map((_, i) => i).filter((i) => keep(i) && rows.some((row) => row[i] !== ''));
  const line = (cells: string[]) => `| ${kept.map((i) => cells[i]).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Interfaces and classes open with a table of their members, so a reader
 * scans `VendureConfig`'s 22 options in one screen and jumps to the one they need.
 * Types are shown whole (the stylesheet wraps them); "Required" is for an
 * interface, whose members a reader supplies, not for a class's own fields.
 */
function memberSummary(declaration: DeclarationModel, context: RenderContext): string {
  if (!['class', 'interface'].includes(declaration.kind) || declaration.members.length < SUMMARY_MIN_MEMBERS) return '';
  const target = context.targets.get(declaration.id)!;
  const rows = declaration.members.map((member) => {
    const deprecated = (member.overloads ?? [member]).every((o) => o.deprecated !== undefined);
    const name = `[${escapeMdxText(member.name)}](#${memberAnchor(target, member.name)})${deprecated ? ' (deprecated)' : ''}`;
    const isCallable = member.kind === 'method' || member.kind === 'constructor';
    // Of overloads, the one to use: the first that is not deprecated.
    const signature = member.overloads?.find((o) => o.deprecated === undefined) ?? member;
    // A constructor has no return type of its own: written as TypeScript writes a construct signature.
    const type =
      member.kind === 'constructor'
        ? `new ${plain(signature.parameters ?? [])} => ${declaration.name}${declaration.typeParameters ? `<${declaration.typeParameters.join(', ')}>` : ''}`
        : isCallable
          ? `${plain(signature.parameters ?? [])} => ${plain(signature.type)}`
          : plain(member.type);
    const required = isCallable || member.kind === 'enum-member' ? '' : member.optional ? 'optional' : 'required';
    const defaultValue = member.default !== undefined ? codeCell(member.default.replace(/^`+|`+$/g, ''), 40) : '';
    return [name, codeCell(type), required, defaultValue, member.since ?? ''];
  });
  const REQUIRED = 2;
  return tableOf(['Member', 'Type', 'Required', 'Default', 'Since'], rows, (column) => column !== REQUIRED || declaration.kind === 'interface');
}

/**
 * A React component's props as one table: the reader writing JSX needs every
 * prop, its type, whether it is required and what it does, at a glance. A prop
 * of a documented props type links to its section there.
 */
function propsTable(declaration: DeclarationModel, context: RenderContext): string {
  const props = declaration.props;
  if (!props || props.members.length === 0) return '';
  const owner = props.declarationId ? context.targets.get(props.declarationId) : undefined;
  // A props type written as an intersection has no member sections to link to.
  const sections = new Set(props.declarationId ? context.declarations.get(props.declarationId)?.members.map((m) => m.name) : []);
  const here = context.targets.get(declaration.id)!;
  const rows = props.members.map((member) => {
    const name = escapeMdxText(member.name);
    const anchor = owner && sections.has(member.name) && `${owner.route === here.route ? '' : owner.route}#${memberAnchor(owner, member.name)}`;
    const type = member.kind === 'method' ? `${plain(member.parameters ?? [])} => ${plain(member.type)}` : plain(member.type);
    const defaultValue = member.default !== undefined ? codeCell(member.default.replace(/^`+|`+$/g, ''), 40) : '';
    const description = escapeMdxText(firstSentence(member.description)).replace(/\|/g, '\\|');
    return [anchor ? `[${name}](${anchor})` : name, codeCell(type), member.optional ? 'optional' : 'required', defaultValue, description];
  });
  return tableOf(['Prop', 'Type', 'Required', 'Default', 'Description'], rows);
}

/**
 * A function's parameters, every one with its type whether or not the comment
 * describes it; the description column appears when some `@param` does.
 * `@param` entries that name no parameter (`options.x`) follow as rows of their own.
 */
function parametersSection(declaration: DeclarationModel, context: RenderContext, headings: HeadingPlace): string {
  const parameters = declaration.parameters;
  if (!parameters) return '';
  const params = declaration.params ?? [];
  const describe = (name: string) => {
    const text = params.find((p) => p.name === name)?.text;
    return text ? prose(text, declaration, context).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') : '';
  };
  const rows = [
    ...parameters.map((p) => [`\`${p.rest ? '...' : ''}${p.name}\``, codeCell(plain(p.type)), p.optional ? 'optional' : '', describe(p.name)]),
    ...params.filter((d) => !parameters.some((p) => p.name === d.name)).map((d) => [`\`${d.name}\``, '', '', describe(d.name)]),
  ];
  const returns = declaration.returns ? `Returns: ${prose(declaration.returns, declaration, context)}` : '';
  if (rows.length === 0) return returns;
  let id = `${headings.anchor}-parameters`;
  if (headings.taken.has(id)) id = `${id}-section`;
  headings.taken.add(id);
  return [`${'#'.repeat(headings.level)} Parameters {#${id}}`, tableOf(['Parameter', 'Type', 'Optional', 'Description'], rows), returns].filter(Boolean).join('\n\n');
}

/**
 * A declaration alone on its page uses the page title as its heading and puts
 * its members at level 2; declarations sharing a page get a level-2 heading
 * each, with members at level 3, so the TOC lists members either way.
 * The signature follows the summary (the description up to its first
 * heading); the description's sections come after the signature and tables.
 */
function renderDeclaration(declaration: DeclarationModel, alone: boolean, context: RenderContext): string {
  const anchor = kebab(declaration.name);
  const target = context.targets.get(declaration.id)!;
  const headings: HeadingPlace = { level: alone ? 2 : 3, anchor, taken: new Set([anchor, ...target.memberAnchors.values()]) };
  const source = sourceUrl(context.repoUrl, declaration.packageName, declaration.packageVersion, declaration.file, declaration.source);
  // Placed whole first, so links in the summary to a section's heading resolve, then cut where the sections start.
  const { summary, sections } = splitAtFirstHeading(prose(declaration.description, declaration, context, headings));
  return [
    alone ? '' : `## ${declaration.name} {#${anchor}}`,
    `<ApiDeclaration kind="${declaration.kind}" packageName="${declaration.packageName}" version="${declaration.packageVersion}" source=${jsxString(source)}${badgeProps(declaration)} />`,
    documentedForNote(declaration, context),
    deprecation(declaration, declaration, context),
    summary,
    `<ApiSignature tokens=${tokensProp(declaration.signature, context)} />`,
    parametersSection(declaration, context, headings),
    propsTable(declaration, context),
    memberSummary(declaration, context),
    sections.trim(),
    declaration.parameters ? '' : paramsAndReturns(declaration, declaration, context),
    ...examples(declaration, declaration, context, headings),
    ...declaration.members.map((member) => renderMember(member, declaration, alone ? '##' : '###', context)),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Said on every Admin UI API page: a reader who lands here from a search may be
 * on a project that has no Angular Admin UI at all (AdminUiPlugin's own doc
 * comment in 3.7.3 dates the replacement and the end of maintenance).
 */
export const ADMIN_UI_NOTICE = [
  ':::note[For the Angular Admin UI]',
  '',
  'This API extends the Angular Admin UI (`@vendure/admin-ui`). From Vendure 3.5, new projects get the React Dashboard instead, which has an extension API of its own: the [Dashboard API](/reference/dashboard/). The Admin UI is deprecated but still works in 3.x. [Extending the Admin UI](/guides/extending-the-admin-ui/getting-started) says which one your project uses.',
  '',
  ':::',
].join('\n');

/** One reference page: front matter, then each declaration with its members; a section's index also lists the other pages. */
export function renderPage(page: ReferencePage, context: RenderContext, section?: ReferenceSection): string {
  const declarations = page.declarationIds.map((id) => context.declarations.get(id)!);
  const lead = declarations[0];
  const description = metaDescription(lead, context);
  return [
    generatedFrontMatter({ title: page.title, description, position: page.position, generatedFrom: `${lead.packageName}@${lead.packageVersion}` }),
    '',
    IMPORTS,
    '',
    ...[titleHeading(page.title, escapeMdxText)].filter((heading) => heading !== undefined).flatMap((heading) => [heading, '']),
    ...(page.area === 'admin-ui-api' ? [ADMIN_UI_NOTICE, ''] : []),
    declarations.map((d) => renderDeclaration(d, declarations.length === 1, context)).join('\n\n'),
    ...(section && section.pages.length > 1 ? ['', `## More in ${section.label} {#more-in-this-section}`, '', ...pageList(section, context, page)] : []),
    '',
  ].join('\n');
}

function pageList(section: ReferenceSection, context: RenderContext, except?: ReferencePage): string[] {
  return section.pages
    .filter((page) => page !== except)
    .map((page) => {
      const summary = firstSentence(context.declarations.get(page.declarationIds[0])!.description);
      return `- [${escapeMdxText(page.title)}](${page.route})${summary ? ` — ${escapeMdxText(summary)}` : ''}`;
    });
}

/** A section's index: every page with its one-line description. */
export function renderSectionIndex(section: ReferenceSection, context: RenderContext): string {
  const lines = pageList(section, context);
  const packages = [...new Set(section.pages.flatMap((p) => p.declarationIds.map((id) => context.declarations.get(id)!)).map((d) => `${d.packageName}@${d.packageVersion}`))];
  return [
    generatedFrontMatter({
      title: section.label,
      description: `The ${section.label} section of the ${AREA_LABELS[section.area]} reference: ${section.pages.length} pages.`,
      generatedFrom: packages.join(', '),
    }),
    '',
    ...lines,
    '',
  ].join('\n');
}

export const AREA_LABELS: Record<ReferenceSection['area'], string> = {
  'typescript-api': 'TypeScript API',
  'admin-ui-api': 'Admin UI API',
  dashboard: 'Dashboard API',
  'core-plugins': 'Core plugins',
};

/** A hand-written section inside a generated area, listed in the area's index too. */
export interface AuthoredSection {
  label: string;
  route: string;
  pages: number;
  /** The description of its index page. */
  summary: string;
}

/** What a section holds, in the names a reader looks for: its first pages, by title. */
function sectionSummary(section: ReferenceSection): string {
  const titles = section.pages.filter((p) => p.slug !== 'index').map((p) => p.title);
  const shown = titles.slice(0, 4).map(escapeMdxText).join(', ');
  return titles.length > 4 ? `${shown} and ${titles.length - 4} more` : shown;
}

function sectionPackages(section: ReferenceSection, context: Pick<RenderContext, 'declarations'>): string {
  const names = new Set(section.pages.flatMap((p) => p.declarationIds.map((id) => context.declarations.get(id)!.packageName)));
  return [...names].sort().map((name) => `\`${name}\``).join(', ');
}

/** An area's index: each section with what it holds, its package and its page count. */
export function renderAreaIndex(
  area: ReferenceSection['area'],
  sections: ReferenceSection[],
  intro: string,
  packages: string[],
  context: Pick<RenderContext, 'declarations'>,
  authored: AuthoredSection[] = [],
): string {
  const rows = [
    ...sections.map((s) => ({ label: s.label, route: s.route, pages: s.pages.length, summary: sectionSummary(s), packages: sectionPackages(s, context) })),
    ...authored.map((s) => ({ ...s, summary: escapeMdxText(s.summary), packages: '' })),
  ].sort((a, b) => a.route.localeCompare(b.route));
  return [
    generatedFrontMatter({ title: AREA_LABELS[area], description: intro, generatedFrom: packages.join(', ') }),
    '',
    ...(area === 'admin-ui-api' ? [ADMIN_UI_NOTICE, ''] : []),
    escapeMdxText(intro),
    '',
    '| Section | Holds | Package | Pages |',
    '| --- | --- | --- | --- |',
    ...rows.map((s) => `| [${s.label}](${s.route}/) | ${s.summary} | ${s.packages} | ${s.pages} |`),
    '',
  ].join('\n');
}
