import type { NavbarItem } from '@docusaurus/theme-common';

/** The navbar item types src/theme/NavbarItem/ComponentTypes provides. */
export type NavbarItemType = 'default' | 'docSidebar';

/**
 * A navbar item config/navbar.ts may list: one of those types, and never
 * `items`, which the theme reads as a dropdown.
 */
export type SupportedNavbarItem = NavbarItem & { type?: NavbarItemType; items?: never };
