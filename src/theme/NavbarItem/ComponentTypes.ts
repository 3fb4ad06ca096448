import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type { NavbarItemType } from './types';

/**
 * The navbar item types our navbar uses (config/navbar.ts), in place of the
 * theme's map of all nine: every type in the map is in the script of every
 * page, and the dropdowns, the version and locale menus and their icons are
 * code no page here runs. A type not listed fails the type check in
 * config/navbar.ts, and the build with the theme's "No NavbarItem component
 * found for type".
 */
const ComponentTypes: Pick<ComponentTypesObject, NavbarItemType> = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

export default ComponentTypes;
