/** Fetches a page's Markdown and puts it on the clipboard; loaded on the first copy. */
export async function copyMarkdown(markdownUrl: string): Promise<void> {
  const response = await fetch(markdownUrl);
  if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}
