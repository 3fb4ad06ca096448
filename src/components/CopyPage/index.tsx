import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { markdownUrlOf } from './markdown-url';
import styles from './styles.module.css';

// Loaded on first use: every doc page carries the buttons, few readers open the menu.
const Menu = lazy(() => import('./Menu'));

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

/** How long "Copied" stays on the button before it reads "Copy page" again. */
const STATUS_MS = 2000;

/**
 * "Copy page" beside a doc's title: copies the page's Markdown (built beside
 * it), and a menu opens that Markdown, hands its URL to ChatGPT or Claude, or
 * copies the setup that connects an assistant to the docs' MCP endpoint.
 */
export default function CopyPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const markdownUrl = markdownUrlOf(useLocation().pathname);
  const [status, setStatus] = useState<Status>('idle');
  /** What a menu entry copied, announced with the button's "Copied". */
  const [notice, setNotice] = useState('');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => {
      setStatus('idle');
      setNotice('');
    }, STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () =>
    import('./copy-markdown')
      .then(({ copyMarkdown }) => copyMarkdown(markdownUrl))
      .then(
        () => {
          setNotice('');
          setStatus('copied');
        },
        () => {
          setNotice('');
          setStatus('failed');
        },
      );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  return (
    <div className={`theme-doc-copy-page ${styles.copyPage}`}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          {LABELS[status]}
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
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            setOpen(true);
          }}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            markdownUrl={markdownUrl}
            absoluteUrl={new URL(markdownUrl, siteConfig.url).href}
            siteUrl={siteConfig.url}
            onCopied={(message, copied) => {
              setStatus(copied ? 'copied' : 'failed');
              setNotice(message);
            }}
            toggle={toggle}
            onClose={close}
          />
        </Suspense>
      )}
      <span role="status" className={styles.visuallyHidden}>
        {notice || (status === 'idle' ? '' : LABELS[status])}
      </span>
    </div>
  );
}
