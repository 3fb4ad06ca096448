import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { type ReactNode, useEffect, useState } from 'react';
import { useMobileMenuOpenedOnce } from '../../Navbar/MobileSidebar/opened-once';

type Props = WrapperProps<typeof DocSidebarMobileType>;

/** Whether the browser has had an idle moment (or 2 s have passed) since the calling component mounted. */
function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) return void setIdle(true);
    const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

/**
 * A docs page's sidebar for the phone menu, handed to the menu at the
 * browser's first idle moment after the page starts, or when the menu opens
 * if that is sooner (the menu then shows its main menu for two frames and
 * slides to the sidebar). The theme hands it over while the page hydrates,
 * through `NavbarSecondaryMenuFiller`, which memoizes the sidebar's props by
 * sorting them with `localeCompare`: the browser's first collator took 53 ms
 * of a docs page's hydration on a phone under Lighthouse's 4× CPU slowdown.
 */
export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const opened = useMobileMenuOpenedOnce();
  return useIdleOnce() || opened ? <DocSidebarMobile {...props} /> : null;
}
