import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { announcementBar } from './announcement';
import { footer } from './footer';
import { navbar } from './navbar';
import { withContrast } from './prism-contrast';

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
    theme: withContrast(prismThemes.github),
    darkTheme: withContrast(prismThemes.vsDark),
    additionalLanguages: ['bash', 'json', 'graphql', 'docker'],
  },
} satisfies ThemeConfig;
