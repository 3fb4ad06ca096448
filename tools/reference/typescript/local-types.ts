import path from 'node:path';
import ts from 'typescript';
import { type ParsedDocComment, parseDocComment } from './doc-comment';
import type { PackageInput } from './inputs';
import type { DocumentedFor } from './model';
import { placeOf } from './routes';
import { isTypeName } from './type-names';

/** A declaration the read stage documents (its pass 1 entry). */
export interface FoundDeclaration {
  node: ts.Statement;
  doc: ParsedDocComment;
  pkg: PackageInput;
  /** Path inside the package. */
  file: string;
  id: string;
  documentedFor?: DocumentedFor;
}

/** Files of GraphQL types generated from the schema. */
const GENERATED_GRAPHQL_TYPES = /generated-[\w-]*types\.d\.ts$/;

/**
 * Tagged declarations a package does not export are only reached through a
 * documented comment's `{@link Name}` when no signature names them
 * (`DefaultFormConfigHash`, which `ConfigArgs` points to).
 */
function linkedUnexported(keys: readonly string[], program: ts.Program): ts.Statement[] {
  return keys.flatMap((key) => {
    const [file, name] = key.split('#');
    const statement = program.getSourceFile(file)?.statements.find((s) => isTypeDeclaration(s) && nameOf(s) === name);
    return statement ? [statement] : [];
  });
}

/** Weight that puts a type documented for another declaration after that page's own declarations. */
const AFTER_OWN = 1000;

const isTypeDeclaration = (node: ts.Node): node is ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | ts.EnumDeclaration =>
  ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node);

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function docComment(node: ts.Node): string | undefined {
  const source = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = ranges.filter((r) => source.text.startsWith('/**', r.pos)).at(-1);
  return last && source.text.slice(last.pos, last.end);
}

const nameOf = (node: ts.Statement): string =>
  ts.isVariableStatement(node) ? node.declarationList.declarations[0].name.getText() : ((node as ts.DeclarationStatement).name?.getText() ?? 'default');

type FunctionLike = ts.SignatureDeclarationBase;

/** A function's type parameters, parameter types and return type; a React component's props are its props table, not a type to expand. */
function signatureTypes(fn: FunctionLike, component: boolean): (ts.Node | undefined)[] {
  return [...(fn.typeParameters ?? []), ...fn.parameters.filter((_, i) => !(component && i === 0)).map((p) => p.type), fn.type];
}

/**
 * The type annotations a reader sees on a declaration's page: its signature and
 * its public members. Bodies of published sources are not API.
 */
export function typePositions(node: ts.Statement): ts.Node[] {
  const out: (ts.Node | undefined)[] = [];
  const component = node.getSourceFile().fileName.endsWith('.tsx') && /^[A-Z]/.test(nameOf(node));
  if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
    out.push(...(node.typeParameters ?? []), ...(node.heritageClauses ?? []).flatMap((c) => c.types));
    for (const member of node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
      if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword)) continue;
      const name = member.name?.getText() ?? '';
      if (name.startsWith('#') || name.startsWith('ɵ') || parseDocComment(docComment(member) ?? '/** */').internal) continue;
      const typed = member as { type?: ts.TypeNode };
      if (ts.isFunctionLike(member)) out.push(...signatureTypes(member, false));
      else out.push(typed.type);
    }
  } else if (ts.isTypeAliasDeclaration(node)) {
    out.push(...(node.typeParameters ?? []), node.type);
  } else if (ts.isFunctionDeclaration(node)) {
    out.push(...signatureTypes(node, component));
  } else if (ts.isVariableStatement(node)) {
    const declaration = node.declarationList.declarations[0];
    const init = declaration.initializer;
    if (declaration.type) out.push(declaration.type);
    else if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) out.push(...signatureTypes(init, component));
  }
  return out.filter((n): n is ts.Node => n !== undefined);
}

/** The type declarations a node's type annotations name. */
function referencedTypes(node: ts.Statement, checker: ts.TypeChecker): ts.Statement[] {
  const found: ts.Statement[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child) && isTypeName(child)) {
      let symbol = checker.getSymbolAtLocation(child);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declaration = symbol?.declarations?.[0];
      if (declaration && isTypeDeclaration(declaration) && ts.isSourceFile(declaration.parent)) found.push(declaration);
    }
    ts.forEachChild(child, visit);
  };
  typePositions(node).forEach(visit);
  return found;
}

/** The package a file belongs to (not one of the package's own dependencies). */
function packageOf(file: string, packages: readonly PackageInput[]): PackageInput | undefined {
  return packages.find((p) => file.startsWith(`${p.dir}${path.sep}`) && !file.slice(p.dir.length).includes(`${path.sep}node_modules${path.sep}`));
}

export interface ReferencedTypes {
  /** Declarations added to the documented ones. */
  added: FoundDeclaration[];
  /** `<file>#<name>` keys of tagged but unexported declarations that are now documented in place. */
  placedUnexported: Set<string>;
}

/**
 * A type that a documented signature names gets documented too, so that no
 * name on a page is a dead end:
 *  - one the package does not export (it cannot be imported, only satisfied)
 *    is documented in place, on the page of the declaration that uses it,
 *    under its own heading; its `@docsCategory`, when it has one, is kept for
 *    the official site's route;
 *  - one the package exports without `@docsCategory` but with a doc comment
 *    of its own gets a page of its own, next to the declaration that uses it.
 * An exported type without any doc comment stays a plain name. Types found
 * this way are searched in turn, so a type they name is documented as well.
 * The first user by id decides the place, so the result does not depend on
 * file order.
 */
export function documentReferencedTypes(
  found: FoundDeclaration[],
  packages: readonly PackageInput[],
  program: ts.Program,
  idByKey: Map<string, string>,
  unexportedKeys: readonly string[] = [],
): ReferencedTypes {
  const checker = program.getTypeChecker();
  const added: FoundDeclaration[] = [];
  const placedUnexported = new Set<string>();
  const ids = new Set(found.map((f) => f.id));
  const linked = linkedUnexported(unexportedKeys, program);
  // Headings are ids on a page: a second type of the same name on one page (ProductVariantEvent's and
  // ProductVariantPriceEvent's ProductVariantInputTypes, both on the events page) stays a plain name.
  // The page a declaration named `name` is documented on: its own under entities, else its `@docsPage` or its name.
  const pageOf = (f: Pick<FoundDeclaration, 'pkg' | 'doc'>, name: string) => {
    const { area, section } = placeOf({ packageName: f.pkg.name, category: f.doc.category! });
    const slug = section === 'entities' ? name : (f.doc.page ?? name);
    return { slug, path: `${area}/${section}/${slug}` };
  };
  const headings = new Set(found.map((f) => `${pageOf(f, nameOf(f.node)).path}#${nameOf(f.node)}`));
  let users = [...found];
  while (users.length > 0) {
    const candidates = new Map<string, { node: ts.Statement; users: FoundDeclaration[] }>();
    for (const user of [...users].sort((a, b) => a.id.localeCompare(b.id))) {
      const links = new Set([...`${user.doc.description}\n${user.doc.examples.join('\n')}`.matchAll(/\{@link\s+([\w$]+)/g)].map((m) => m[1]));
      const named = [...referencedTypes(user.node, checker), ...linked.filter((node) => links.has(nameOf(node)))];
      for (const node of named) {
        const key = `${node.getSourceFile().fileName}#${nameOf(node)}`;
        if (!idByKey.has(key)) candidates.set(key, { node, users: [...(candidates.get(key)?.users ?? []), user] });
      }
    }
    users = [];
    for (const [key, { node, users: namedBy }] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
      const pkg = packageOf(node.getSourceFile().fileName, packages);
      if (!pkg) continue;
      const comment = docComment(node);
      const own = parseDocComment(comment ?? '/** */');
      if (own.internal) continue;
      const exported = hasModifier(node, ts.SyntaxKind.ExportKeyword);
      if (exported && (own.category || !comment)) continue;
      // A GraphQL type copied into TypeScript is documented in the GraphQL reference.
      if (exported && GENERATED_GRAPHQL_TYPES.test(node.getSourceFile().fileName)) continue;
      // Placed by its own package, its user's category must still lead to its user's section (common's DeepRequired, used by a plugin, would not).
      const fits = (u: FoundDeclaration) => {
        const place = placeOf({ packageName: u.pkg.name, category: u.doc.category! });
        const placedHere = placeOf({ packageName: pkg.name, category: u.doc.category! });
        return placedHere.area === place.area && placedHere.section === place.section;
      };
      const user = namedBy.find(fits);
      if (!user) continue;
      const name = nameOf(node);
      const userName = nameOf(user.node);
      const userPage = pageOf(user, userName);
      const id = exported ? `${pkg.name}:${name}` : `${pkg.name}:${userName}.${name}`;
      if (ids.has(id)) continue;
      const doc: ParsedDocComment = exported
        ? { ...own, category: user.doc.category, page: undefined, weight: undefined }
        : { ...own, category: user.doc.category, page: userPage.slug, weight: AFTER_OWN };
      const heading = `${userPage.path}#${name}`;
      if (!exported && headings.has(heading)) continue;
      if (!exported) headings.add(heading);
      const documentedFor: DocumentedFor = { id: user.id, exported, ...(!exported && own.category && { category: own.category }) };
      const entry: FoundDeclaration = { node, doc, pkg, file: path.relative(pkg.dir, node.getSourceFile().fileName).split(path.sep).join('/'), id, documentedFor };
      ids.add(id);
      idByKey.set(key, id);
      if (own.category) placedUnexported.add(key);
      added.push(entry);
      users.push(entry);
    }
  }
  found.push(...added);
  return { added, placedUnexported };
}
