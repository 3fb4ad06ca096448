import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import DesktopOnly from '@site/src/components/ServerRendered/desktop-only';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

/** The desktop sidebar, not hydrated on a phone, where the theme removes it right after hydration (see DesktopOnly). */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
