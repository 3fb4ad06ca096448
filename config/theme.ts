import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { announcementBar } from './announcement';
import { footer } from './footer';
import { navbar } from './navbar';
import { withContrast } from './prism-contrast';

const codeThemes = { light: withContrast(prismThemes.github), dark: withContrast(prismThemes.vsDark) };
const additionalLanguages = ['bash', 'json', 'graphql', 'docker'];

/** What plugins/code-highlighting needs to highlight fenced code at build time as the theme would in the browser. */
export const codeHighlighting = {
  themes: codeThemes,
  additionalLanguages,
  // The theme's default: `// highlight-next-line`, `// highlight-start` … `// highlight-end`.
  magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }],
};

export const themeConfig = {
  image: 'img/social-card.png',
  colorMode: {
    defaultMode: 'dark',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar,
  navbar,
  footer,
  docs: {
    sidebar: {
      hideable: false,
      autoCollapseCategories: true,
    },
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  prism: {
    theme: codeThemes.light,
    darkTheme: codeThemes.dark,
    additionalLanguages,
    magicComments: codeHighlighting.magicComments,
  },
} satisfies ThemeConfig;
