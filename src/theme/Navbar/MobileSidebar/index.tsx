import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type { ReactNode } from 'react';
import { useMobileMenuOpenedOnce } from './opened-once';

/**
 * The phone menu, built the first time it opens. The theme builds it, hidden,
 * as soon as a page has hydrated on a phone, with every item of the page's
 * sidebar: on a reference page about 1,400 components rendered right after
 * startup, for a menu many readers never open. Built on the tap instead, it
 * appears without sliding in that first time.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  return useMobileMenuOpenedOnce() ? <MobileSidebar /> : null;
}
