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

/** A type that is exactly this declaration, give or take `null`, `undefined` and a `Promise`. */
function isExactly(type: DeclarationModel['members'][number]['type'], id: string): boolean {
  const named = type.filter((t) => !/^[\s?|]*(null|undefined)?[\s?|]*$/.test(t.text) && !/^\s*(Promise<|>)\s*$/.test(t.text));
  return named.length === 1 && named[0].targetId === id;
}

/** Where documented members use this declaration: as a property's type (`VendureConfig.taxOptions`) or a method's result (`ApiKeyStrategy.parse()`). */
function usesOf(declaration: DeclarationModel, context: Pick<DocLinkContext, 'declarations'>): { properties: string[]; results: string[] } {
  const properties: string[] = [];
  const results: string[] = [];
  for (const other of context.declarations.values()) {
    for (const member of other.members) {
      if (!isExactly(member.type, declaration.id)) continue;
      if (member.kind === 'property') properties.push(`${other.name}.${member.name}`);
      if (member.kind === 'method') results.push(`${other.name}.${member.name}()`);
    }
  }
  return { properties: properties.sort(), results: results.sort() };
}

const SHORT_ALIAS = 100;

/** What follows `class Name<T extends …>` in a signature: its heritage clauses, or a type alias's ` = …`. */
function afterTypeParameters(signature: string, name: string): string {
  const start = signature.indexOf(name);
  if (start < 0) return '';
  let at = start + name.length;
  if (signature[at] !== '<') return signature.slice(at);
  for (let depth = 0; at < signature.length; at++) {
    if (signature[at] === '<') depth++;
    // `=>` inside a type parameter's constraint is no closing bracket.
    else if (signature[at] === '>' && signature[at - 1] !== '=' && --depth === 0) return signature.slice(at + 1);
  }
  return '';
}

/**
 * The page's meta description (search results, social cards): the first
 * sentence of the doc comment. A declaration whose comment has no description
 * gets one made of facts the model holds, never a bare "interface X from Y":
 * where it is used as a member's type or result, what it extends or
 * implements, its first members, or what a short type alias stands for.
 */
export function metaDescription(declaration: DeclarationModel, context: Pick<DocLinkContext, 'declarations'>): string {
  const written = firstSentence(declaration.description);
  if (written) return written;
  const kind = KIND_WORDS[declaration.kind];
  const { properties, results } = usesOf(declaration, context);
  const rest = afterTypeParameters(declaration.signature.map((t) => t.text).join('').replace(/\s+/g, ' '), declaration.name);
  const heritage = /^\s(extends|implements)\s(.+)$/.exec(rest);
  const alias = declaration.kind === 'type' ? /^ = (.+)$/.exec(rest)?.[1] : undefined;
  const members = declaration.members.filter((m) => m.kind !== 'constructor').map((m) => m.name);
  const subject =
    properties.length > 0
      ? `The ${kind} of ${names(properties, 2)}`
      : results.length > 0
        ? `The ${kind} that ${names(results, 2)} ${results.length === 1 ? 'returns' : 'return'}`
        : `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind}`;
  const what = [
    heritage ? `${heritage[1]} ${heritage[2]}` : '',
    members.length > 0 ? `${members.length === 1 ? 'member' : 'members'} ${names(members)}` : '',
    members.length === 0 && alias && alias.length <= SHORT_ALIAS ? alias : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `${subject} in ${declaration.packageName}${what ? `: ${what}` : ''}.`;
}
