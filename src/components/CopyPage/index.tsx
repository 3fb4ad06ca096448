import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { markdownUrlOf } from './markdown-url';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays on the button before it reads "Copy page" again. */
const STATUS_MS = 2000;

/** A question an assistant can act on: it names the page's Markdown, which it can read whole. */
function promptFor(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Vendure documentation) so you can answer my questions about it.`;
}

/**
 * "Copy page" beside a doc's title: copies the page's Markdown (built beside
 * it), and a menu opens that Markdown or hands its URL to ChatGPT or Claude.
 * The Markdown is fetched on first use only.
 */
export default function CopyPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const markdownUrl = markdownUrlOf(pathname);
  const absoluteUrl = new URL(markdownUrl, siteConfig.url).href;
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !toggle.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  // The menu pattern of the ARIA practices: arrows move, Home/End jump, Escape closes and returns focus.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  const links = [
    { label: 'View as Markdown', href: markdownUrl },
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${encodeURIComponent(promptFor(absoluteUrl))}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${encodeURIComponent(promptFor(absoluteUrl))}` },
  ];

  return (
    <div className={`theme-doc-copy-page ${styles.copyPage}`}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
        </button>
        <button
          ref={toggle}
          type="button"
          className={`${styles.button} ${styles.toggle}`}
          aria-label="More ways to use this page"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label="Use this page" className={styles.menu} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <li key={link.label} role="none">
              <a role="menuitem" href={link.href} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={() => setOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <span role="status" className={styles.visuallyHidden}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </div>
  );
}
