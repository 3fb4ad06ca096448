import { type ReactElement, type ReactNode, useState } from 'react';
import { KEEP_SERVED_HTML } from '.';

/** The theme's breakpoint (theme-common's `useWindowSize` and its style sheets): up to this width, a phone layout. */
const PHONE_MAX_WIDTH = 996;

/**
 * The desktop sidebar or table of contents, on a phone. The server sends
 * them with every page, since it cannot know the width; below the breakpoint
 * the theme's style sheets hide them, and the theme unmounts them as soon as
 * it has measured the window, right after hydration. Hydrating them first
 * was work for nothing (a reference page's sidebar is hundreds of
 * components): on a phone, a `<div>` stands in for them until then, keeping
 * what the server sent, unhydrated. The child's own root must be a `<div>`.
 */
export default function DesktopOnly({ children }: { children: ReactElement }): ReactNode {
  const [onPhone] = useState(() => typeof window !== 'undefined' && window.innerWidth <= PHONE_MAX_WIDTH);
  return onPhone ? <div {...KEEP_SERVED_HTML} /> : children;
}
