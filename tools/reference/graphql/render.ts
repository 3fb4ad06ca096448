import { generatedFrontMatter } from '../render/front-matter';
import { mergePlainTokens } from '../render/tokens';
import { escapeMdxText, firstSentence, jsonAttribute, mapProse } from '../render/mdx-text';
import type { ApiType, ArgumentModel, FieldModel, NamedTypeModel, TypeRef } from './model';
import { type GraphqlItem, type GraphqlPage, PAGE_TITLES, anchorOf } from './routes';

/** A piece of an SDL line: text, a link (`h`), or a comment (`c`). Short keys keep the pages small. */
export type SdlToken = { t: string; h?: string; c?: 1 };
type Line = SdlToken[];

export interface GraphqlRenderContext {
  api: ApiType;
  /** Link of every type (by name) and operation (`query:name`, `mutation:name`). */
  hrefs: Map<string, string>;
  version: string;
  /** Root-relative links in descriptions that point nowhere on this site. */
  unresolved: string[];
}

export const API_LABELS: Record<ApiType, string> = { admin: 'Admin API', shop: 'Shop API' };

const IMPORTS = "import { GqlSdl } from '@site/src/components/api';";

/** GraphQL's own scalars: every reader knows them, and linking each use would double the pages' size. */
const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function typeTokens(ref: TypeRef, context: GraphqlRenderContext): Line {
  const href = BUILT_IN_SCALARS.has(ref.named) ? undefined : context.hrefs.get(ref.named);
  const at = ref.text.indexOf(ref.named);
  return [
    ...(at > 0 ? [{ t: ref.text.slice(0, at) }] : []),
    href ? { t: ref.named, h: href } : { t: ref.named },
    ...(at + ref.named.length < ref.text.length ? [{ t: ref.text.slice(at + ref.named.length) }] : []),
  ];
}

function comments(indent: string, description: string, deprecationReason?: string): Line[] {
  const text = [description, deprecationReason ? `Deprecated: ${deprecationReason}` : ''].filter(Boolean).join('\n');
  return text ? text.split('\n').map((line) => [{ t: `${indent}# ${line}`.trimEnd(), c: 1 }]) : [];
}

function argumentLine(indent: string, arg: ArgumentModel, context: GraphqlRenderContext): Line {
  return [{ t: `${indent}${arg.name}: ` }, ...typeTokens(arg.type, context), ...(arg.defaultValue ? [{ t: ` = ${arg.defaultValue}` }] : [])];
}

/** `name(args): Type` on one line, or one argument per line when they carry descriptions. */
function fieldLines(indent: string, field: FieldModel, context: GraphqlRenderContext): Line[] {
  const lines = comments(indent, field.description, field.deprecationReason);
  if (field.args.length === 0) return [...lines, argumentLine(indent, field, context)];
  const multiline = field.args.length > 2 || field.args.some((a) => a.description);
  if (!multiline) {
    const args = field.args.flatMap((a, i) => [...(i > 0 ? [{ t: ', ' }] : []), ...argumentLine('', a, context)]);
    return [...lines, [{ t: `${indent}${field.name}(` }, ...args, { t: '): ' }, ...typeTokens(field.type, context)]];
  }
  return [
    ...lines,
    [{ t: `${indent}${field.name}(` }],
    ...field.args.flatMap((a) => [...comments(`${indent}  `, a.description, a.deprecationReason), argumentLine(`${indent}  `, a, context)]),
    [{ t: `${indent}): ` }, ...typeTokens(field.type, context)],
  ];
}

function linkList(names: string[], context: GraphqlRenderContext): Line {
  return names.flatMap((name, i) => [...(i > 0 ? [{ t: ' | ' }] : []), ...typeTokens({ text: name, named: name }, context)]);
}

function typeLines(type: NamedTypeModel, context: GraphqlRenderContext): Line[] {
  switch (type.kind) {
    case 'scalar':
      return [[{ t: `scalar ${type.name}` }]];
    case 'union':
      return [[{ t: `union ${type.name} = ` }, ...linkList(type.possibleTypes, context)]];
    case 'enum':
      return [[{ t: `enum ${type.name} {` }], ...type.values.flatMap((v) => [...comments('  ', v.description, v.deprecationReason), [{ t: `  ${v.name}` }]]), [{ t: '}' }]];
    default: {
      const keyword = type.kind === 'input' ? 'input' : type.kind === 'interface' ? 'interface' : 'type';
      const implementsTokens = type.interfaces.length
        ? [{ t: ' implements ' }, ...type.interfaces.flatMap((name, i) => [...(i > 0 ? [{ t: ' & ' }] : []), ...typeTokens({ text: name, named: name }, context)])]
        : [];
      return [[{ t: `${keyword} ${type.name}` }, ...implementsTokens, { t: ' {' }], ...type.fields.flatMap((f) => fieldLines('  ', f, context)), [{ t: '}' }]];
    }
  }
}

function description(markdown: string, context: GraphqlRenderContext): string {
  const unlinked = markdown.replace(/\[([^\]]*)\]\((\/[^)]*)\)/g, (_, text: string, href: string) => {
    context.unresolved.push(href);
    return text;
  });
  return mapProse(unlinked.replace(/^#{1,6}\s+(.+)$/gm, '**$1**'), escapeMdxText).trim();
}

function sdl(lines: Line[]): string {
  return `<GqlSdl lines=${jsonAttribute(lines.map((line) => mergePlainTokens(line, 't', (t) => !t.h && !t.c)))} />`;
}

function renderItem(item: GraphqlItem, context: GraphqlRenderContext): string {
  if (item.kind === 'operation') {
    const field = item.field;
    return [`### ${field.name} {#${anchorOf(field.name)}}`, description(field.description, context), sdl(fieldLines('', { ...field, description: '', deprecationReason: field.deprecationReason }, context))]
      .filter(Boolean)
      .join('\n\n');
  }
  const type = item.type;
  const implementations =
    type.kind === 'interface' && type.possibleTypes.length
      ? `Implemented by: ${type.possibleTypes.map((name) => `[${name}](${context.hrefs.get(name)})`).join(', ')}.`
      : '';
  return [`### ${type.name} {#${anchorOf(type.name)}}`, description(type.description, context), sdl(typeLines(type, context)), implementations].filter(Boolean).join('\n\n');
}

function itemLabel(item: GraphqlItem): string {
  return item.kind === 'type' ? item.type.name : item.field.name;
}

function itemSummary(item: GraphqlItem): string {
  return firstSentence(item.kind === 'type' ? item.type.description : item.field.description);
}

/** The entries themselves: a page that is not split, or one letter of a split page. */
export function renderEntries(page: GraphqlPage, items: GraphqlItem[], position: number, context: GraphqlRenderContext, letter?: string): string {
  const what = PAGE_TITLES[page.pageKind];
  const title = letter ? `${API_LABELS[page.api]} ${what.toLowerCase()}: ${letter.toUpperCase()}` : what;
  const summary = `The ${what.toLowerCase()} of the Vendure ${API_LABELS[page.api]}${letter ? ` starting with ${letter.toUpperCase()}` : ''}: ${items.length} entries.`;
  return [
    generatedFrontMatter({ title, sidebarLabel: letter?.toUpperCase(), description: summary, position, generatedFrom: `@vendure/core@${context.version}` }),
    '',
    IMPORTS,
    '',
    items.map((item) => renderItem(item, context)).join('\n\n'),
    '',
  ].join('\n');
}

/** The SPEC route of a split page: every entry with its one-line description, linking to its letter page. */
export function renderSplitIndex(page: GraphqlPage, position: number, context: GraphqlRenderContext): string {
  const title = PAGE_TITLES[page.pageKind];
  const lines = page.items.map((item) => {
    const key = item.kind === 'type' ? item.type.name : `${item.operation}:${item.field.name}`;
    const summary = itemSummary(item);
    return `- [${itemLabel(item)}](${context.hrefs.get(key)})${summary ? ` — ${escapeMdxText(summary)}` : ''}`;
  });
  return [
    generatedFrontMatter({
      title,
      description: `All ${page.items.length} ${title.toLowerCase()} of the Vendure ${API_LABELS[page.api]}, A to Z.`,
      position,
      generatedFrom: `@vendure/core@${context.version}`,
    }),
    '',
    `The ${page.items.length} ${title.toLowerCase()} of the ${API_LABELS[page.api]}, each with its one-line description. The entries are grouped on one page per initial letter: ${page.parts.map((p) => `[${p.letter.toUpperCase()}](${p.route})`).join(' · ')}`,
    '',
    ...lines,
    '',
  ].join('\n');
}

/** `/reference/graphql-api/`: the two APIs. */
export function renderGraphqlIndex(version: string): string {
  return [
    generatedFrontMatter({
      title: 'GraphQL API',
      description: 'The Admin API and the Shop API of a default Vendure server, generated from its final GraphQL schema.',
      generatedFrom: `@vendure/core@${version}`,
    }),
    '',
    'Both APIs as a default Vendure server exposes them (default configuration plus `DefaultSearchPlugin`). Plugins and custom fields in your project add to them.',
    '',
    `- [${API_LABELS.admin}](/reference/graphql-api/admin/): for the dashboard, back-office apps and scripts, served at \`/admin-api\` by default.`,
    `- [${API_LABELS.shop}](/reference/graphql-api/shop/): for storefronts, served at \`/shop-api\` by default.`,
    '',
  ].join('\n');
}

/** `/reference/graphql-api/<api>/`: its five pages with their entry counts. */
export function renderApiIndex(api: ApiType, pages: GraphqlPage[], version: string): string {
  return [
    generatedFrontMatter({
      title: API_LABELS[api],
      description: `Every query, mutation and type of the Vendure ${API_LABELS[api]}.`,
      generatedFrom: `@vendure/core@${version}`,
    }),
    '',
    ...pages.map((p) => `- [${PAGE_TITLES[p.pageKind]}](${p.route}): ${p.items.length} entries`),
    '',
  ].join('\n');
}
