import type { Navbar } from '@docusaurus/theme-common';
import type { SupportedNavbarItem } from '../src/theme/NavbarItem/types';
import { mainSiteUrl, sourceRepoUrl } from './site';

export const navbar = {
  title: 'Vendure Docs',
  logo: {
    alt: 'Vendure Docs logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    { type: 'docSidebar', sidebarId: 'learn', label: 'Learn', position: 'left' },
    { type: 'docSidebar', sidebarId: 'reference', label: 'Reference', position: 'left' },
    { type: 'docSidebar', sidebarId: 'userGuide', label: 'User Guide', position: 'left' },
    { href: mainSiteUrl, label: 'vendure.io', position: 'right' },
    {
      href: sourceRepoUrl,
      label: 'GitHub',
      position: 'right',
      'aria-label': 'Vendure source code on GitHub',
    },
  ] satisfies SupportedNavbarItem[],
} satisfies Omit<Navbar, 'style' | 'hideOnScroll'> & { hideOnScroll: boolean };
