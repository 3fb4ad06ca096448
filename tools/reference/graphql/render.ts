import { generatedFrontMatter } from '../render/front-matter';
import { mergePlainTokens } from '../render/tokens';
import { escapeMdxText, firstSentence, jsonAttribute, mapProse } from '../render/mdx-text';
import { ERROR_RESULT, ERROR_RESULTS_HREF, errorResultExample, resultUnionOf } from './error-results';
import type { ApiType, ArgumentModel, FieldModel, NamedTypeModel, TypeRef } from './model';
import { cleanSchemaDescription } from './description';
import { type GraphqlItem, type GraphqlPage, PAGE_TITLES, anchorOf, fieldAnchorOf } from './routes';

/**
 * A piece of an SDL line: text, a link (`h`), a comment (`c`), a deprecation
 * (`d`), or a field name with its anchor (`a`). Short keys keep the pages small.
 */
export type SdlToken = { t: string; h?: string; c?: 1; d?: 1; a?: string };
type Line = SdlToken[];

export interface GraphqlRenderContext {
  api: ApiType;
  /** Link of every type (by name) and operation (`query:name`, `mutation:name`). */
  hrefs: Map<string, string>;
  /** Every named type of the API, by name. */
  types: ReadonlyMap<string, NamedTypeModel>;
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

function comments(indent: string, description: string): Line[] {
  return description ? description.split('\n').map((line) => [{ t: `${indent}# ${line}`.trimEnd(), c: 1 }]) : [];
}

/** The schema's own `@deprecated` directive ends the line, marked apart from descriptions. */
function deprecated(reason: string | undefined): Line {
  return reason === undefined ? [] : [{ t: ` @deprecated(reason: ${JSON.stringify(reason)})`, d: 1 }];
}

/** `name: Type = default`; `lead` replaces the plain name when the name carries an anchor. */
function argumentLine(indent: string, arg: ArgumentModel, context: GraphqlRenderContext, lead: Line = [{ t: `${indent}${arg.name}` }]): Line {
  return [
    ...lead,
    { t: ': ' },
    ...typeTokens(arg.type, context),
    ...(arg.defaultValue ? [{ t: ` = ${arg.defaultValue}` }] : []),
    ...deprecated(arg.deprecationReason),
  ];
}

/**
 * `name(args): Type` on one line, or one argument per line when they carry
 * descriptions. A field of a type carries its anchor (`order.lines`).
 */
function fieldLines(indent: string, field: FieldModel, context: GraphqlRenderContext, typeName?: string): Line[] {
  const lines = comments(indent, field.description);
  const name: Line = [{ t: indent }, { t: field.name, ...(typeName && { a: fieldAnchorOf(typeName, field.name) }) }];
  if (field.args.length === 0) return [...lines, argumentLine(indent, field, context, name)];
  const multiline = field.args.length > 2 || field.args.some((a) => a.description);
  if (!multiline) {
    const args = field.args.flatMap((a, i) => [...(i > 0 ? [{ t: ', ' }] : []), ...argumentLine('', a, context)]);
    return [...lines, [...name, { t: '(' }, ...args, { t: '): ' }, ...typeTokens(field.type, context), ...deprecated(field.deprecationReason)]];
  }
  return [
    ...lines,
    [...name, { t: '(' }],
    ...field.args.flatMap((a) => [...comments(`${indent}  `, a.description), argumentLine(`${indent}  `, a, context)]),
    [{ t: `${indent}): ` }, ...typeTokens(field.type, context), ...deprecated(field.deprecationReason)],
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
      return [[{ t: `enum ${type.name} {` }], ...type.values.flatMap((v) => [...comments('  ', v.description), [{ t: `  ${v.name}` }, ...deprecated(v.deprecationReason)]]), [{ t: '}' }]];
    default: {
      const keyword = type.kind === 'input' ? 'input' : type.kind === 'interface' ? 'interface' : 'type';
      const implementsTokens = type.interfaces.length
        ? [{ t: ' implements ' }, ...type.interfaces.flatMap((name, i) => [...(i > 0 ? [{ t: ' & ' }] : []), ...typeTokens({ text: name, named: name }, context)])]
        : [];
      return [[{ t: `${keyword} ${type.name}` }, ...implementsTokens, { t: ' {' }], ...type.fields.flatMap((f) => fieldLines('  ', f, context, type.name)), [{ t: '}' }]];
    }
  }
}

function description(markdown: string, context: GraphqlRenderContext): string {
  // Root-relative links in the schema point at Vendure's own site; our links come after.
  const unlinked = markdown.replace(/\[([^\]]*)\]\((\/[^)]*)\)/g, (_, text: string, href: string) => {
    context.unresolved.push(href);
    return text;
  });
  const cleaned = cleanSchemaDescription(unlinked, (name) => context.hrefs.get(name));
  return mapProse(cleaned.replace(/^#{1,6}\s+(.+)$/gm, '**$1**'), escapeMdxText).trim();
}

function sdl(lines: Line[]): string {
  return `<GqlSdl lines=${jsonAttribute(lines.map((line) => mergePlainTokens(line, 't', (t) => !t.h && !t.c && !t.d && !t.a)))} />`;
}

/**
 * An operation that returns a result union names its success type first and
 * its error results after, with a selection of both to start from.
 */
function resultSection(operation: 'query' | 'mutation', field: FieldModel, context: GraphqlRenderContext): string {
  const result = resultUnionOf(field, context.types);
  if (!result) return '';
  const link = (name: string) => `[${name}](${context.hrefs.get(name)})`;
  return [
    `**Returns** ${result.success.map(link).join(' or ')} on success, otherwise one of these [error results](${ERROR_RESULTS_HREF}): ${result.errors.map(link).join(', ')}.`,
    `\`\`\`graphql title="${API_LABELS[context.api]}"\n${errorResultExample(operation, field, result, context.types)}\n\`\`\``,
  ].join('\n\n');
}

/** Entries are the page's sections, one level under its title: the heading levels go h1, h2 with none skipped. */
function renderItem(item: GraphqlItem, context: GraphqlRenderContext): string {
  if (item.kind === 'operation') {
    const field = item.field;
    return [
      `## ${field.name} {#${anchorOf(field.name)}}`,
      description(field.description, context),
      sdl(fieldLines('', { ...field, description: '', deprecationReason: field.deprecationReason }, context)),
      resultSection(item.operation, field, context),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  const type = item.type;
  const implementations =
    type.kind === 'interface' && type.possibleTypes.length
      ? `Implemented by: ${type.possibleTypes.map((name) => `[${name}](${context.hrefs.get(name)})`).join(', ')}.`
      : '';
  return [`## ${type.name} {#${anchorOf(type.name)}}`, description(type.description, context), sdl(typeLines(type, context)), implementations].filter(Boolean).join('\n\n');
}

function itemLabel(item: GraphqlItem): string {
  return item.kind === 'type' ? item.type.name : item.field.name;
}

function itemSummary(item: GraphqlItem): string {
  return firstSentence(cleanSchemaDescription(item.kind === 'type' ? item.type.description : item.field.description, () => undefined));
}

const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** The entries themselves: a page that is not split, or one letter of a split page. */
export function renderEntries(page: GraphqlPage, items: GraphqlItem[], position: number, context: GraphqlRenderContext, letter?: string): string {
  const what = PAGE_TITLES[page.pageKind];
  const title = letter ? `${API_LABELS[page.api]} ${what.toLowerCase()}: ${letter.toUpperCase()}` : what;
  const summary = `The ${what.toLowerCase()} of the Vendure ${API_LABELS[page.api]}${letter ? ` starting with ${letter.toUpperCase()}` : ''}: ${entries(items.length)}.`;
  return [
    generatedFrontMatter({ title, sidebarLabel: letter && `${what}: ${letter.toUpperCase()}`, description: summary, position, generatedFrom: `@vendure/core@${context.version}` }),
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
    '## Error results {#error-results}',
    '',
    `A mutation that can fail in a way your client should handle (a coupon code that has expired, a quantity larger than the stock, a password that does not match) does not answer with an entry in the response's \`errors\` array. It returns a union of its success type and one type per expected error, and each error type implements the \`${ERROR_RESULT}\` interface with an \`errorCode\` (an \`ErrorCode\` enum value) and a \`message\`. Select the success type and \`${ERROR_RESULT}\` with inline fragments, then branch on \`__typename\` or \`errorCode\`; a type-generating client can then make you handle every case. Errors nobody can plan for (a missing permission, a bug, a database that is down) still arrive in \`errors\`.`,
    '',
    'Each such mutation in this reference lists its error types after its signature, with a selection to start from. The [error handling guide](/guides/developer-guide/error-handling) shows how to return error results from your own mutations.',
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
    ...pages.map((p) => `- [${PAGE_TITLES[p.pageKind]}](${p.route}): ${entries(p.items.length)}`),
    '',
  ].join('\n');
}
