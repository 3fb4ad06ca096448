/**
 * Some schema descriptions are copies of TypeScript doc comments
 * (`CurrencyCode`, `JobState`, `LanguageCode`, `Permission`): they carry
 * `@description`, `@example` and `@docsCategory` tags, `{@link X}` and `\@`
 * escapes meant for a doc generator. This turns such a description into the
 * Markdown a reader should see; other descriptions pass through unchanged.
 */
export function cleanSchemaDescription(markdown: string, hrefOf: (typeName: string) => string | undefined): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*@docs(Category|Page|Weight)\b/.test(line))
    .map((line) => line.replace(/^\s*@(description|example)\s*$/, '').replace(/^\s*@(description|example)\s+/, ''))
    .join('\n')
    .replace(/^(\s*```)(\w+)/gm, (_, fence: string, lang: string) => `${fence}${lang.toLowerCase()}`)
    .replace(/\\@/g, '@')
    .replace(/\{@link\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_, name: string, label?: string) => {
      const href = hrefOf(name);
      return href ? `[${label?.trim() || name}](${href})` : `\`${label?.trim() || name}\``;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
