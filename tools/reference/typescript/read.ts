import path from 'node:path';
import ts from 'typescript';
import { type ParsedDocComment, parseDocComment } from './doc-comment';
import { inheritDescriptions } from './inherit';
import { parameterName, parametersOf } from './parameters';
import { abbreviateSelections } from './selections';
import { SourceLines } from './source-lines';
import { SupplementedComments } from './supplements';
import { documentReferencedTypes } from './local-types';
import { isTypeName } from './type-names';
import type { PackageInput } from './inputs';
import type { ComponentProps, DeclarationKind, DeclarationModel, DocTags, DocumentedFor, MemberKind, MemberModel, MemberSignature, ReadResult, TypeText } from './model';

type Documentable =
  | ts.ClassDeclaration
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration
  | ts.FunctionDeclaration
  | ts.EnumDeclaration
  | ts.VariableStatement;

const KIND: Partial<Record<ts.SyntaxKind, DeclarationKind>> = {
  [ts.SyntaxKind.ClassDeclaration]: 'class',
  [ts.SyntaxKind.InterfaceDeclaration]: 'interface',
  [ts.SyntaxKind.TypeAliasDeclaration]: 'type',
  [ts.SyntaxKind.FunctionDeclaration]: 'function',
  [ts.SyntaxKind.EnumDeclaration]: 'enum',
  [ts.SyntaxKind.VariableStatement]: 'variable',
};

/** The tags a declaration and a member share. */
function tagsOf({ description, examples, since, deprecated, experimental, default: defaultValue, params, returns }: ParsedDocComment): DocTags {
  return { description, examples, since, deprecated, experimental, default: defaultValue, ...(params && { params }), ...(returns && { returns }) };
}

/** The last `/** … *\/` comment directly before a node. */
function docCommentOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = ranges.filter((r) => source.text.startsWith('/**', r.pos)).at(-1);
  return last && source.text.slice(last.pos, last.end);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function nameOf(node: Documentable): string {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations[0].name.getText();
  return node.name?.getText() ?? 'default';
}

/** Where a declaration lives, as `<file>#<name>`: the identity links resolve by. */
function symbolKey(declaration: ts.Declaration): string | undefined {
  const named = declaration as ts.NamedDeclaration;
  const name = named.name?.getText() ?? (ts.isVariableDeclaration(declaration) ? declaration.name.getText() : undefined);
  return name && `${declaration.getSourceFile().fileName}#${name}`;
}

/**
 * Reads every exported declaration whose doc comment has `@docsCategory` from
 * the packages' `.d.ts` files. One program covers all packages, so a type used
 * in `@vendure/email-plugin` resolves to its declaration in `@vendure/core`.
 */
export function readDeclarations(packages: PackageInput[], supplements = new SupplementedComments()): ReadResult {
  const files = packages.flatMap((p) => p.declarationFiles.map((file) => ({ pkg: p, file })));
  const tagged = files.filter(({ pkg, file }) => ts.sys.readFile(file)?.includes('@docsCategory') || supplements.covers(pkg, file));
  const program = ts.createProgram({
    rootNames: tagged.map((t) => t.file),
    options: {
      noEmit: true,
      skipLibCheck: true,
      types: [],
      target: ts.ScriptTarget.ES2022,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      // Published sources (the Dashboard's) are React components behind an import alias.
      jsx: ts.JsxEmit.Preserve,
      paths: Object.assign({}, ...packages.map((p) => p.paths ?? {})),
    },
  });
  const checker = program.getTypeChecker();

  // Pass 1: find the documented declarations and give each its id.
  const found: { node: Documentable; doc: ParsedDocComment; pkg: PackageInput; file: string; id: string; documentedFor?: DocumentedFor }[] = [];
  const skipped: ReadResult['skipped'] = [];
  const unexported: { name: string; file: string; key: string }[] = [];
  const idByKey = new Map<string, string>();
  for (const { pkg, file } of tagged) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!KIND[statement.kind]) continue;
      const node = statement as Documentable;
      const comment = supplements.commentFor(pkg, file, nameOf(node), docCommentOf(node, source));
      if (!comment?.includes('@docsCategory')) continue;
      const doc = parseDocComment(comment);
      const name = nameOf(node);
      const rel = path.relative(pkg.dir, file).split(path.sep).join('/');
      if (doc.internal) skipped.push({ name, file: `${pkg.name}/${rel}`, reason: '@internal' });
      else if (!hasModifier(node, ts.SyntaxKind.ExportKeyword)) unexported.push({ name, file: `${pkg.name}/${rel}`, key: `${file}#${name}` });
      else {
        const id = `${pkg.name}:${name}`;
        const earlier = found.find((f) => f.id === id || (f.id.endsWith(`:${name}`) && f.doc.category === doc.category));
        if (!earlier) {
          found.push({ node, doc, pkg, file: rel, id });
          idByKey.set(`${file}#${name}`, id);
        } else if (earlier.file !== rel || earlier.id !== id) {
          // Generated GraphQL enums are copied into several files and packages: document the first, link all to it.
          skipped.push({ name, file: `${pkg.name}/${rel}`, reason: `copy of ${earlier.id}` });
          idByKey.set(`${file}#${name}`, earlier.id);
        }
        // Otherwise a function overload: the first statement documents them all.
      }
    }
  }
  supplements.assertAllUsed(packages);
  const { placedUnexported } = documentReferencedTypes(found, packages, program, idByKey, unexported.map((u) => u.key));

  const typeText = (node: ts.Node | undefined, fallback = ''): TypeText => (node ? abbreviateSelections(tokens(node, checker, idByKey)) : fallback ? [{ text: fallback }] : []);
  // Inferred types name declarations only by text: link the names that are unambiguous.
  const named = new Map<string, string[]>();
  for (const f of found) named.set(nameOf(f.node), [...(named.get(nameOf(f.node)) ?? []), f.id]);
  const idByName = new Map([...named].filter(([, ids]) => ids.length === 1).map(([name, [id]]) => [name, id]));
  const reader: Reader = { typeText, checker, idByKey, idByName, propsSources: new Map() };
  const sourceLines = new SourceLines();
  const docOf = (member: ts.Node) => {
    const comment = docCommentOf(member, member.getSourceFile());
    return comment ? parseDocComment(comment) : undefined;
  };

  // Pass 2: build the plain model.
  const declarations = found.map(({ node, doc, pkg, file, id, documentedFor }): DeclarationModel => ({
    id,
    name: nameOf(node),
    kind: functionOf(node) ? 'function' : KIND[node.kind]!,
    packageName: pkg.name,
    packageVersion: pkg.version,
    file,
    category: doc.category!,
    page: doc.page,
    weight: doc.weight ?? 10,
    ...tagsOf(doc),
    signature: signatureOf(node, reader),
    ...classTypeParameters(node),
    members: inheritDescriptions(node, membersOf(node, typeText), { checker, idByKey, docOf }),
    ...componentProps(node, reader),
    ...(documentedFor && { documentedFor }),
    ...functionParameters(node, typeText),
    source: sourceLines.of(node, path.join(pkg.dir, file), pkg.dir, nameOf(node)),
  }));
  declarations.sort((a, b) => a.id.localeCompare(b.id));
  // A component's props type need not be exported to be read: its props table documents it.
  const asProps: ReadResult['asProps'] = [];
  for (const { key, ...where } of unexported.filter((u) => !placedUnexported.has(u.key))) {
    const component = reader.propsSources.get(key);
    if (component) asProps.push({ ...where, component });
    else skipped.push({ ...where, reason: 'not exported' });
  }
  return { declarations, skipped, asProps };
}

/**
 * Splits a node's text into tokens; every type name whose symbol resolves to a
 * documented declaration carries that declaration's id.
 */
function tokens(node: ts.Node, checker: ts.TypeChecker, idByKey: Map<string, string>): TypeText {
  const text = node.getText();
  const start = node.getStart();
  const links: { from: number; to: number; targetId: string }[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && isTypeName(child)) {
      let symbol = checker.getSymbolAtLocation(child);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const key = symbol?.declarations?.[0] && symbolKey(symbol.declarations[0]);
      const targetId = key && idByKey.get(key);
      if (targetId) links.push({ from: child.getStart() - start, to: child.getEnd() - start, targetId });
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  const result: TypeText = [];
  let at = 0;
  for (const link of links) {
    if (link.from > at) result.push({ text: text.slice(at, link.from) });
    result.push({ text: text.slice(link.from, link.to), targetId: link.targetId });
    at = link.to;
  }
  if (at < text.length) result.push({ text: text.slice(at) });
  return result
    .map((t) => ({ ...t, text: (t.targetId ? t.text : readable(t.text)).replace(/\s*\n\s*/g, ' ').replace(/ {2,}/g, ' ') }))
    .filter((t) => t.text !== '');
}

/**
 * Member comments inside type literals are documented as members, not
 * repeated in the type; `import("@angular/core").EnvironmentProviders`, which
 * the compiler writes into declaration files, reads as the name a reader imports.
 */
function readable(typeText: string): string {
  return typeText.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').replace(/\bimport\((["'])[^"']*\1\)\./g, '');
}

type TypeTextOf = (node: ts.Node | undefined, fallback?: string) => TypeText;

function join(...parts: (string | TypeText)[]): TypeText {
  return parts.flatMap((part) => (typeof part === 'string' ? (part ? [{ text: part }] : []) : part));
}

function list(nodes: readonly ts.Node[] | undefined, typeText: TypeTextOf, open: string, close: string): TypeText {
  if (!nodes?.length) return [];
  return join(open, ...nodes.flatMap((n, i) => (i === 0 ? [typeText(n)] : [', ', typeText(n)])), close);
}

function heritage(clauses: readonly ts.HeritageClause[] | undefined, typeText: TypeTextOf): TypeText {
  return join(
    ...(clauses ?? []).flatMap((clause) => [
      clause.token === ts.SyntaxKind.ExtendsKeyword ? ' extends ' : ' implements ',
      ...clause.types.flatMap((t, i) => (i === 0 ? [typeText(t)] : [', ', typeText(t)])),
    ]),
  );
}

/** What the read stage needs beside the node: its type text, the checker, and the documented declarations. */
interface Reader {
  typeText: TypeTextOf;
  checker: ts.TypeChecker;
  idByKey: Map<string, string>;
  idByName: Map<string, string>;
  /** Props types read for a component (`<file>#<name>` → the component), filled while reading. */
  propsSources: Map<string, string>;
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/**
 * The function a declaration is: a function declaration, or, in published
 * sources, `export const useX = () => …` without a type (a typed constant such
 * as `TextInput: DashboardFormComponent` stays a constant of that type).
 */
function functionOf(node: Documentable): FunctionLike | undefined {
  if (ts.isFunctionDeclaration(node)) return node;
  if (!ts.isVariableStatement(node)) return undefined;
  const declaration = node.declarationList.declarations[0];
  const init = declaration.initializer;
  return !declaration.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
}

/** A React component: a function with a capitalised name in a `.tsx` source. */
function isComponent(node: Documentable): boolean {
  return node.getSourceFile().fileName.endsWith('.tsx') && /^[A-Z]/.test(nameOf(node)) && functionOf(node) !== undefined;
}

/**
 * Parameters as a reader calls them: a destructured parameter reads as
 * `props` (or `options`), optional when it has a default, instead of the
 * pattern the implementation happens to unpack.
 */
function parameterList(fn: FunctionLike, component: boolean, { typeText }: Reader): TypeText {
  if (fn.parameters.length === 0) return [{ text: '()' }];
  const parameters = fn.parameters.map((p) => {
    if (ts.isIdentifier(p.name) && !p.initializer) return typeText(p);
    const name = parameterName(p, component);
    const optional = p.questionToken || p.initializer ? '?' : '';
    return join(p.dotDotDotToken ? '...' : '', `${name}${optional}`, p.type ? join(': ', typeText(p.type)) : '');
  });
  return join('(', ...parameters.flatMap((p, i) => (i === 0 ? [p] : [', ', p])), ')');
}

/**
 * The return type as written; a published source often leaves it to
 * inference, so the compiler's is shown, with documented names linked, unless
 * it is a component's element or holds `any` (a dependency the reference does
 * not install), where it would mislead.
 */
function returnType(fn: FunctionLike, component: boolean, { typeText, checker, idByName }: Reader): TypeText {
  if (fn.type) return join(': ', typeText(fn.type));
  if (fn.getSourceFile().isDeclarationFile) return [{ text: ': void' }];
  const signature = checker.getSignatureFromDeclaration(fn);
  if (component || !signature) return [];
  // The compiler spells a type it cannot name from here as `import("<absolute path>").X`.
  const text = readable(checker.typeToString(checker.getReturnTypeOfSignature(signature), fn, ts.TypeFormatFlags.NoTruncation));
  if (/\bany\b/.test(text)) return [];
  return join(': ', text.split(/\b/).map((part) => (idByName.has(part) ? { text: part, targetId: idByName.get(part) } : { text: part })));
}

function signatureOf(node: Documentable, reader: Reader): TypeText {
  const { typeText } = reader;
  const name = nameOf(node);
  if (ts.isClassDeclaration(node)) {
    const abstract = hasModifier(node, ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : '';
    return join(`${abstract}class ${name}`, list(node.typeParameters, typeText, '<', '>'), heritage(node.heritageClauses, typeText));
  }
  if (ts.isInterfaceDeclaration(node)) {
    return join(`interface ${name}`, list(node.typeParameters, typeText, '<', '>'), heritage(node.heritageClauses, typeText));
  }
  if (ts.isTypeAliasDeclaration(node)) {
    return join(`type ${name}`, list(node.typeParameters, typeText, '<', '>'), ' = ', typeText(node.type));
  }
  const fn = functionOf(node);
  if (fn) {
    const component = isComponent(node);
    return join(`function ${name}`, list(fn.typeParameters, typeText, '<', '>'), parameterList(fn, component, reader), returnType(fn, component, reader));
  }
  if (ts.isEnumDeclaration(node)) return [{ text: `enum ${name}` }];
  const declaration = (node as ts.VariableStatement).declarationList.declarations[0];
  return join(`const ${name}: `, typeText(declaration.type, 'unknown'));
}

/** A generic class's type parameters by name, for its instance type (`SelectionManager<T>`) in the constructor's row. */
function classTypeParameters(node: Documentable): Pick<DeclarationModel, 'typeParameters'> {
  return ts.isClassDeclaration(node) && node.typeParameters?.length ? { typeParameters: node.typeParameters.map((p) => p.name.text) } : {};
}

/** A function's parameters for its Parameters table; a component's are its props table instead. */
function functionParameters(node: Documentable, typeText: TypeTextOf): Pick<DeclarationModel, 'parameters'> {
  const fn = functionOf(node);
  return fn && !isComponent(node) ? { parameters: parametersOf(fn, false, typeText) } : {};
}

/** `Readonly<X>` → `X`: components often take their props read-only. */
function withoutReadonly(type: ts.TypeNode): ts.TypeNode {
  return ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Readonly' && type.typeArguments?.length === 1 ? type.typeArguments[0] : type;
}

/** The members a props type lists: a type literal's, also inside an intersection, parentheses or `Readonly<…>`. */
function literalMembers(type: ts.TypeNode): ts.TypeElement[] {
  const inner = withoutReadonly(type);
  if (ts.isTypeLiteralNode(inner)) return [...inner.members];
  if (ts.isIntersectionTypeNode(inner)) return inner.types.flatMap(literalMembers);
  if (ts.isParenthesizedTypeNode(inner)) return literalMembers(inner.type);
  return [];
}

/**
 * A component's props, from its first parameter's type: written inline, or a
 * props interface or type (documented or not) that the compiler resolves.
 */
function componentProps(node: Documentable, reader: Reader): { props?: ComponentProps } {
  const type = isComponent(node) ? functionOf(node)!.parameters[0]?.type : undefined;
  if (!type) return {};
  const inner = withoutReadonly(type);
  if (!ts.isTypeReferenceNode(inner)) return { props: { members: membersFrom(literalMembers(inner), reader.typeText) } };
  let symbol = reader.checker.getSymbolAtLocation(inner.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = reader.checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) return {};
  const members = ts.isInterfaceDeclaration(declaration) ? [...declaration.members] : literalMembers(declaration.type);
  const key = symbolKey(declaration);
  const declarationId = key ? reader.idByKey.get(key) : undefined;
  if (key) reader.propsSources.set(key, nameOf(node));
  return { props: { ...(declarationId && { declarationId }), members: membersFrom(members, reader.typeText) } };
}

function memberKind(member: ts.Node): MemberKind | undefined {
  if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) return 'property';
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) return 'method';
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  if (ts.isGetAccessorDeclaration(member) || ts.isSetAccessorDeclaration(member)) return 'accessor';
  if (ts.isIndexSignatureDeclaration(member)) return 'index-signature';
  if (ts.isEnumMember(member)) return 'enum-member';
  return undefined;
}

function membersOf(node: Documentable, typeText: TypeTextOf): MemberModel[] {
  const members: readonly ts.Node[] = ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node)
    ? node.members
    : ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)
      ? node.type.members
      : constantMembers(node);
  return membersFrom(members, typeText);
}

/**
 * A constant typed as an object literal (`SettingsStoreScopes`): its
 * properties are documented members, each with its own comment.
 */
function constantMembers(node: Documentable): readonly ts.Node[] {
  const type = ts.isVariableStatement(node) ? node.declarationList.declarations[0].type : undefined;
  return type && ts.isTypeLiteralNode(type) ? type.members : [];
}

function membersFrom(members: readonly ts.Node[], typeText: TypeTextOf): MemberModel[] {
  const result: MemberModel[] = [];
  // Each callable member's first signature, kept until a second one makes it an overload.
  const firstSignatures = new Map<MemberModel, MemberSignature>();
  for (const member of members) {
    const kind = memberKind(member);
    if (!kind) continue;
    if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword)) continue;
    const named = member as ts.NamedDeclaration & { type?: ts.TypeNode; questionToken?: ts.Node; parameters?: ts.NodeArray<ts.ParameterDeclaration>; initializer?: ts.Expression };
    const name = kind === 'constructor' ? 'constructor' : kind === 'index-signature' ? `[${named.parameters?.map((p) => p.getText()).join(', ')}]` : (named.name?.getText() ?? '');
    // `#private` fields, and the members the Angular compiler adds (`ɵfac`, `ɵcmp`, …), which no application uses.
    if (name.startsWith('#') || name.startsWith('ɵ')) continue;
    const doc = parseDocComment(docCommentOf(member, member.getSourceFile()) ?? '/** */');
    if (doc.internal) continue;
    const accessorType = ts.isSetAccessorDeclaration(member) ? member.parameters[0]?.type : named.type;
    const callable = kind === 'method' || kind === 'constructor';
    const parameters = callable ? signatureParameters(member as ts.SignatureDeclarationBase, typeText) : undefined;
    const type = kind === 'enum-member' ? typeText(named.initializer) : kind === 'constructor' ? [] : typeText(accessorType, kind === 'method' ? 'void' : 'any');
    const tags = tagsOf(doc);
    // An overloaded method repeats its name: each further signature joins the first entry.
    const first = callable ? result.find((m) => m.name === name && m.kind === kind) : undefined;
    if (first) {
      first.overloads ??= [firstSignatures.get(first)!];
      first.overloads.push({ ...tags, parameters: parameters!, type });
      if (!first.overloads.every((o) => o.deprecated !== undefined)) delete first.deprecated;
      continue;
    }
    const entry: MemberModel = {
      name,
      kind,
      type,
      parameters,
      optional: Boolean(named.questionToken),
      readonly: hasModifier(member, ts.SyntaxKind.ReadonlyKeyword),
      static: hasModifier(member, ts.SyntaxKind.StaticKeyword),
      ...tags,
    };
    if (callable) firstSignatures.set(entry, { ...tags, parameters: parameters!, type });
    result.push(entry);
  }
  return result;
}

/** `<T, R = T>(a: A, b?: B)`: a method's type parameters, then its parameters. */
function signatureParameters(signature: ts.SignatureDeclarationBase, typeText: TypeTextOf): TypeText {
  const parameters = list(signature.parameters, typeText, '(', ')');
  return join(list(signature.typeParameters, typeText, '<', '>'), parameters.length ? parameters : '()');
}
