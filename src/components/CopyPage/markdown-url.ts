/**
 * Where the build writes a page's Markdown: the route plus `.md`, a route
 * ending in `/` losing the slash first (`/user-guide/catalog/` →
 * `/user-guide/catalog.md`), and the root being `/index.md`.
 */
export function markdownUrlOf(pathname: string): string {
  const route = pathname.replace(/\/+$/, '');
  return `${route || '/index'}.md`;
}
