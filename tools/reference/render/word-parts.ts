/**
 * Where a long API name may break: between the words of a camel-case or
 * snake-case name (`Product|Variant|Service`, `Order|Item|Price|Calculation|Strategy`),
 * never inside one. A word that is not such a name is one part.
 */
export function wordParts(word: string): string[] {
  return word.split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=_)/).filter(Boolean);
}

/**
 * The page's own H1 when its title is one API name (`OrderItemPriceCalculationStrategy`):
 * wider than a phone, the browser broke it mid-word, so the generator writes the
 * heading with a `<wbr />` between the name's words (the front matter title stays
 * plain, for the tab, the sidebar and search). Docusaurus then shows this heading
 * instead of the title, and no script is needed for it.
 */
export function titleHeading(title: string, escape: (text: string) => string): string | undefined {
  const parts = wordParts(title);
  return /\s/.test(title) || parts.length < 2 ? undefined : `# ${parts.map(escape).join('<wbr />')}`;
}
