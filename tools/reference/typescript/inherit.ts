import ts from 'typescript';
import type { ParsedDocComment } from './doc-comment';
import type { MemberModel } from './model';

/** What inheriting needs from the read stage: the checker, the documented declarations, and how it reads a node's doc comment. */
export interface InheritContext {
  checker: ts.TypeChecker;
  /** `<file>#<name>` → documented declaration id, as the read stage keys them. */
  idByKey: Map<string, string>;
  docOf: (node: ts.Node) => ParsedDocComment | undefined;
}

/** A description found on a base's member, and the base it was written on. */
interface Found {
  doc: ParsedDocComment;
  owner: ts.ClassDeclaration | ts.InterfaceDeclaration;
}

/**
 * Members a class or interface declares again without a description (a
 * strategy's `add()`, a form input's `formControl`) show the description of
 * the same member on what it extends or implements, as TypeDoc does, with a
 * note naming that base. The nearest documented base wins: each heritage
 * clause in order, and through intermediate classes that redeclare the member
 * undocumented. Only the description and its `@param`/`@returns` are taken:
 * `@since`, `@default` and deprecation speak of the base's member, not this one.
 */
export function inheritDescriptions(node: ts.Node, members: MemberModel[], context: InheritContext): MemberModel[] {
  if (!ts.isClassDeclaration(node) && !ts.isInterfaceDeclaration(node)) return members;
  return members.map((member) => {
    if (member.description || member.overloads || !INHERITABLE.has(member.kind) || member.static) return member;
    const found = fromHeritage(node, member.name, context, new Set());
    if (!found) return member;
    const { description, params, returns } = found.doc;
    const targetId = context.idByKey.get(`${found.owner.getSourceFile().fileName}#${found.owner.name!.text}`);
    return {
      ...member,
      description,
      ...(!member.params && params && { params }),
      ...(!member.returns && returns && { returns }),
      inheritedFrom: { name: found.owner.name!.text, ...(targetId && { targetId }) },
    };
  });
}

const INHERITABLE = new Set<MemberModel['kind']>(['property', 'method', 'accessor']);

function fromHeritage(node: ts.ClassDeclaration | ts.InterfaceDeclaration, name: string, context: InheritContext, seen: Set<ts.Node>): Found | undefined {
  for (const clause of node.heritageClauses ?? []) {
    for (const expression of clause.types) {
      const property = context.checker.getTypeAtLocation(expression).getProperty(name);
      for (const declaration of property?.declarations ?? []) {
        const found = describedAt(declaration, name, context, seen);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** The member's own description, else (when it is redeclared undocumented) its owner's bases'. */
function describedAt(member: ts.Declaration, name: string, context: InheritContext, seen: Set<ts.Node>): Found | undefined {
  const owner = member.parent;
  if (!(ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) || !owner.name || seen.has(owner)) return undefined;
  seen.add(owner);
  const doc = context.docOf(member);
  if (doc?.description && !doc.internal) return { doc, owner };
  return fromHeritage(owner, name, context, seen);
}
