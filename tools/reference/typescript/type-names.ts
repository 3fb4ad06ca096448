import ts from 'typescript';

/** Identifiers that name a type (or a value used as a type), not a property or parameter name. */
export function isTypeName(id: ts.Identifier): boolean {
  const parent = id.parent;
  return (
    (ts.isTypeReferenceNode(parent) && parent.typeName === id) ||
    (ts.isQualifiedName(parent) && parent.right === id) ||
    (ts.isImportTypeNode(parent) && parent.qualifier === id) ||
    (ts.isExpressionWithTypeArguments(parent) && parent.expression === id) ||
    (ts.isTypeQueryNode(parent) && parent.exprName === id)
  );
}
