import type { ThemeConfig } from '@docusaurus/theme-common';

/**
 * Change `id` whenever `content` changes: dismissal is stored per id, so a new
 * id shows the bar again to readers who closed the previous one.
 */
export const announcementBar = {
  id: 'vendure-3-7-docs',
  content:
    'These docs describe <b>Vendure 3.7</b>. New here? Start with the <a href="/guides/getting-started/installation">installation guide</a>.',
  // CSS variables, so the bar follows the colour mode (see src/css/custom.css).
  backgroundColor: 'var(--vd-announcement-bg)',
  textColor: 'var(--vd-announcement-fg)',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
