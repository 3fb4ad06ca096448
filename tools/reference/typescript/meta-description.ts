import { firstSentence } from '../render/mdx-text';
import type { DocLinkContext } from './doc-links';
import type { DeclarationModel } from './model';

const KIND_WORDS: Record<DeclarationModel['kind'], string> = {
  class: 'class',
  interface: 'interface',
  type: 'type',
  function: 'function',
  enum: 'enum',
  variable: 'constant',
};

/** `a`, `a and b`, `a, b and 3 more`. */
function names(list: string[], max = 3): string {
  const shown = list.slice(0, max);
  const rest = list.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

/** The documented members whose type is exactly this declaration, as `VendureConfig.taxOptions`. */
function usedAs(declaration: DeclarationModel, context: Pick<DocLinkContext, 'declarations'>): string[] {
  const uses: string[] = [];
  for (const other of context.declarations.values()) {
    for (const member of other.members) {
      const named = member.type.filter((t) => t.text.trim() !== '' && !/^[?| ]*(undefined|null)?[?| ]*$/.test(t.text));
      if (member.kind === 'property' && named.length === 1 && named[0].targetId === declaration.id) uses.push(`${other.name}.${member.name}`);
    }
  }
  return uses.sort();
}

/**
 * The page's meta description (search results, social cards): the first
 * sentence of the doc comment. A declaration whose comment has no description
 * gets one made of facts the model holds, never a bare "interface X from Y":
 * where it is used as a member's type, what it extends or implements, and its
 * first members.
 */
export function metaDescription(declaration: DeclarationModel, context: Pick<DocLinkContext, 'declarations'>): string {
  const written = firstSentence(declaration.description);
  if (written) return written;
  const kind = KIND_WORDS[declaration.kind];
  const uses = usedAs(declaration, context);
  const signature = declaration.signature.map((t) => t.text).join('');
  const heritage = /\s(extends|implements)\s(.+)$/.exec(signature.replace(/\s+/g, ' '));
  const members = declaration.members.filter((m) => m.kind !== 'constructor').map((m) => m.name);
  const subject = uses.length > 0 ? `The ${kind} of ${names(uses, 2)} in ${declaration.packageName}` : `A ${kind} of ${declaration.packageName}`;
  const what = [heritage ? `${heritage[1]} ${heritage[2]}` : '', members.length > 0 ? `${members.length === 1 ? 'member' : 'members'} ${names(members)}` : '']
    .filter(Boolean)
    .join('; ');
  return `${subject}${what ? `: ${what}` : ''}.`;
}
