import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { type ReactNode, useState } from 'react';

/**
 * The phone menu, built the first time it opens. The theme builds it, hidden,
 * as soon as a page has hydrated on a phone, with every item of the page's
 * sidebar: on a reference page about 1,400 components rendered right after
 * startup, for a menu many readers never open. Built on the tap instead, it
 * appears without sliding in that first time.
 */
export default function NavbarMobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
