import type { Footer } from '@docusaurus/theme-common';
import { copyrightYear, mainSiteUrl, sourceRepoUrl } from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Resources',
      items: [
        { label: 'Installation', to: '/guides/getting-started/installation' },
        { label: 'Reference', to: '/reference/' },
        { label: 'User Guide', to: '/user-guide/' },
        { label: 'vendure.io', href: mainSiteUrl },
        { label: 'GitHub', href: sourceRepoUrl },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Discord', href: 'https://vendure.io/community/' },
        { label: 'X (Twitter)', href: 'https://twitter.com/vendure_io' },
        { label: 'YouTube', href: 'https://www.youtube.com/@vendure_io' },
      ],
    },
  ],
  // Fixed by the specification: the line must not change on 1 January.
  copyright: `Copyright © ${copyrightYear} Vendure GmbH. Docs built with Docusaurus.`,
} satisfies Footer;
