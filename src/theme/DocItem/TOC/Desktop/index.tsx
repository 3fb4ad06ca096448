import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type { ReactNode } from 'react';
import DesktopOnly from '@site/src/components/ServerRendered/desktop-only';

/** The desktop table of contents, not hydrated on a phone, where the theme removes it right after hydration (see DesktopOnly). */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <TOCDesktop />
    </DesktopOnly>
  );
}
