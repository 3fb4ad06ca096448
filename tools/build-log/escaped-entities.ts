/**
 * Text escaped twice shows its escape to readers: an `alt` of `Chloé&amp;#39;s`
 * is read aloud as "ampersand hash 39". In served HTML an attribute holds
 * each character escaped once at most, so an escaped escape is always a bug;
 * a Markdown export holds plain text, where a character reference such as
 * `&#39;` is one too. Each finding is shown with a little of its context.
 */
export function escapedAlts(html: string): string[] {
  return Array.from(html.matchAll(/\salt=(?:"([^"]*)"|([^\s>]+))/g), (m) => m[1] ?? m[2]).filter((alt) => /&amp;(?:#\d+|#x[\da-f]+|amp|lt|gt|quot|apos);/i.test(alt));
}

export function escapedEntitiesInMarkdown(markdown: string): string[] {
  // Code spans and blocks may show an entity on purpose (a sample of HTML).
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return Array.from(prose.matchAll(/.{0,30}&(?:#\d+|#x[\da-f]+|amp|quot|apos);.{0,30}/gi), (m) => m[0]);
}
