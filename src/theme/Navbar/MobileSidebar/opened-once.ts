import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useState } from 'react';

/** Whether the phone menu has been opened since the calling component mounted: what only the open menu shows can wait for it. */
export function useMobileMenuOpenedOnce(): boolean {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened;
}
