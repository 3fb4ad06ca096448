import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { type AssistantSetup, assistantSetups } from './assistant-setup';
import styles from './styles.module.css';

/** A question an assistant can act on: it names the page's Markdown, which it can read whole. */
function promptFor(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Vendure documentation) so you can answer my questions about it.`;
}

interface MenuProps {
  id: string;
  markdownUrl: string;
  absoluteUrl: string;
  /** The site's URL, whose MCP endpoint the "Connect to …" entries name. */
  siteUrl: string;
  /** After a "Connect to …" entry: what it put on the clipboard, or that it could not. */
  onCopied: (message: string, copied: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
  /** `returnFocus`: give focus back to the toggle (Escape), not when focus moves on by itself (Tab, a click). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The Copy page menu, loaded the first time it opens: links for the page's
 * Markdown, and entries that copy an assistant's MCP setup. It follows the ARIA
 * practices' menu pattern: focus on the first item, arrows move, Home/End
 * jump, Escape closes and returns focus, Tab and a click elsewhere close it.
 */
export default function Menu({ id, markdownUrl, absoluteUrl, siteUrl, onCopied, toggle, onClose }: MenuProps): ReactNode {
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(items.length - 1),
      Escape: () => onClose(true),
      Tab: () => onClose(false),
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
  const connect = (setup: AssistantSetup) => {
    onClose(true);
    navigator.clipboard.writeText(setup.snippet).then(
      () => onCopied(`Copied the ${setup.name} setup. ${setup.where}.`, true),
      () => onCopied(`Could not copy the ${setup.name} setup.`, false),
    );
  };
  return (
    <ul ref={menu} id={id} role="menu" aria-label="Use this page" className={styles.menu} onKeyDown={onKeyDown}>
      {links.map((link) => (
        <li key={link.label} role="none">
          <a role="menuitem" href={link.href} target="_blank" rel="noopener noreferrer" className={styles.item} onClick={() => onClose(false)}>
            {link.label}
          </a>
        </li>
      ))}
      <li role="separator" className={styles.separator} />
      {assistantSetups(siteUrl).map((setup) => (
        <li key={setup.id} role="none">
          <button type="button" role="menuitem" className={styles.item} title={`Copies the setup of the docs' MCP server for ${setup.name}`} onClick={() => connect(setup)}>
            Connect to {setup.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
