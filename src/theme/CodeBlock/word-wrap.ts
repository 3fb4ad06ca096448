import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface WordWrap {
  codeBlockRef: RefObject<HTMLPreElement>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

/**
 * The code block's word wrap, as the theme's `useCodeWordWrap` does it (the
 * button shows when the code is wider than its block; wrapping sets the same
 * inline styles), without what we do not use: it also watches for a theme
 * `<Tabs>` panel that hides the block to become visible, and our docs have
 * none (src/theme/README.md). That watch sorted its options with
 * `localeCompare` at every render of every block: the browser's first
 * collator, 60 ms of a guide's start under Lighthouse's 4× CPU slowdown.
 */
export function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too: no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }, []);

  useEffect(updateCodeIsScrollable, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
