import { escapeMdxText } from '../render/mdx-text';
import { type DocLinkContext, hrefOf } from './doc-links';
import type { DeclarationModel } from './model';

/**
 * The line under a type documented because another declaration names it
 * (see local-types.ts): which declaration, and, when the package does not
 * export it, that it can only be satisfied, not imported.
 */
export function documentedForNote(declaration: DeclarationModel, context: DocLinkContext): string {
  const reason = declaration.documentedFor;
  if (!reason) return '';
  const user = context.declarations.get(reason.id);
  const target = context.targets.get(reason.id);
  const by = user && target ? `[${escapeMdxText(user.name)}](${hrefOf(target)})` : '';
  if (reason.exported) return by ? `Used by ${by}.` : '';
  return `\`${declaration.packageName}\` does not export this type, so it cannot be imported by name${by ? `; it is shown here because ${by} uses it` : ''}.`;
}
