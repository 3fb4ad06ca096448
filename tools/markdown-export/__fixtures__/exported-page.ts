import type { ExportedPage } from '../llms-plan';

/** A converted page for the llms tests: its Markdown is its title and description (or "Text."). */
export function exportedPage(route: string, title: string, description?: string): ExportedPage {
  const path = route.replace(/\/$/, '') || '/index';
  return { route, url: `https://docs.vendure.io${route}`, markdownUrl: `https://docs.vendure.io${path}.md`, title, description, markdown: `# ${title}\n\n${description ?? 'Text.'}\n` };
}
