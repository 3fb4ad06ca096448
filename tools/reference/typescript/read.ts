import path from 'node:path';
import ts from 'typescript';
import { type ParsedDocComment, parseDocComment } from './doc-comment';
import type { PackageInput } from './inputs';
import type { DeclarationKind, DeclarationModel, DocTags, MemberKind, MemberModel, MemberSignature, ReadResult, TypeText } from './model';

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
export function readDeclarations(packages: PackageInput[]): ReadResult {
  const files = packages.flatMap((p) => p.declarationFiles.map((file) => ({ pkg: p, file })));
  const tagged = files.filter(({ file }) => ts.sys.readFile(file)?.includes('@docsCategory'));
  const program = ts.createProgram({
    rootNames: tagged.map((t) => t.file),
    options: { noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, moduleResolution: ts.ModuleResolutionKind.Node10 },
  });
  const checker = program.getTypeChecker();

  // Pass 1: find the documented declarations and give each its id.
  const found: { node: Documentable; doc: ParsedDocComment; pkg: PackageInput; file: string; id: string }[] = [];
  const skipped: ReadResult['skipped'] = [];
  const idByKey = new Map<string, string>();
  for (const { pkg, file } of tagged) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!KIND[statement.kind]) continue;
      const node = statement as Documentable;
      const comment = docCommentOf(node, source);
      if (!comment?.includes('@docsCategory')) continue;
      const doc = parseDocComment(comment);
      const name = nameOf(node);
      const rel = path.relative(pkg.dir, file).split(path.sep).join('/');
      if (doc.internal) skipped.push({ name, file: `${pkg.name}/${rel}`, reason: '@internal' });
      else if (!hasModifier(node, ts.SyntaxKind.ExportKeyword)) skipped.push({ name, file: `${pkg.name}/${rel}`, reason: 'not exported' });
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

  const typeText = (node: ts.Node | undefined, fallback = ''): TypeText => (node ? tokens(node, checker, idByKey) : fallback ? [{ text: fallback }] : []);

  // Pass 2: build the plain model.
  const declarations = found.map(({ node, doc, pkg, file, id }): DeclarationModel => ({
    id,
    name: nameOf(node),
    kind: KIND[node.kind]!,
    packageName: pkg.name,
    packageVersion: pkg.version,
    file,
    category: doc.category!,
    page: doc.page,
    weight: doc.weight ?? 10,
    ...tagsOf(doc),
    signature: signatureOf(node, typeText),
    members: membersOf(node, typeText),
  }));
  declarations.sort((a, b) => a.id.localeCompare(b.id));
  return { declarations, skipped };
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

/** Identifiers that name a type (or a value used as a type), not a property or parameter name. */
function isTypeName(id: ts.Identifier): boolean {
  const parent = id.parent;
  return (
    (ts.isTypeReferenceNode(parent) && parent.typeName === id) ||
    (ts.isQualifiedName(parent) && parent.right === id) ||
    (ts.isImportTypeNode(parent) && parent.qualifier === id) ||
    (ts.isExpressionWithTypeArguments(parent) && parent.expression === id) ||
    (ts.isTypeQueryNode(parent) && parent.exprName === id)
  );
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

function signatureOf(node: Documentable, typeText: TypeTextOf): TypeText {
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
  if (ts.isFunctionDeclaration(node)) {
    const parameters = list(node.parameters, typeText, '(', ')');
    return join(`function ${name}`, list(node.typeParameters, typeText, '<', '>'), parameters.length ? parameters : '()', ': ', typeText(node.type, 'void'));
  }
  if (ts.isEnumDeclaration(node)) return [{ text: `enum ${name}` }];
  const declaration = node.declarationList.declarations[0];
  return join(`const ${name}: `, typeText(declaration.type, 'unknown'));
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
      : [];
  const source = node.getSourceFile();
  const result: MemberModel[] = [];
  // Each callable member's first signature, kept until a second one makes it an overload.
  const firstSignatures = new Map<MemberModel, MemberSignature>();
  for (const member of members) {
    const kind = memberKind(member);
    if (!kind) continue;
    if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword)) continue;
    const named = member as ts.NamedDeclaration & { type?: ts.TypeNode; questionToken?: ts.Node; parameters?: ts.NodeArray<ts.ParameterDeclaration>; initializer?: ts.Expression };
    const name = kind === 'constructor' ? 'constructor' : kind === 'index-signature' ? `[${named.parameters?.map((p) => p.getText()).join(', ')}]` : (named.name?.getText() ?? '');
    if (name.startsWith('#')) continue;
    const doc = parseDocComment(docCommentOf(member, source) ?? '/** */');
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
