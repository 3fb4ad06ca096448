/**
 * Where a long API name may break: between the words of a camel-case or
 * snake-case name (`Product|Variant|Service`, `Order|Item|Price|Calculation|Strategy`),
 * never inside one. A word that is not such a name is one part.
 */
export function wordParts(word: string): string[] {
  return word.split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=_)/).filter(Boolean);
}
