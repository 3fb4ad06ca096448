import { type ReactNode, type RefObject, useEffect, useMemo, useState } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type { Props } from '@theme/CodeBlock';
import ServerRendered from '@site/src/components/ServerRendered';
import { type MovedText, useMovedText } from '@site/src/components/ServerRendered/kept';
// The theme's own code block styles, so both kinds of block look the same.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { codeText, type HighlightedCode, type Token } from '../../../plugins/code-highlighting/highlighted-code';
import { registerPrehighlighted } from './loaded';
import { useWordWrap } from './word-wrap';

function TokenSpan({ token }: { token: Token }): ReactNode {
  return typeof token === 'string' ? token : <span className={`token ${token[0]}`}>{token[1]}</span>;
}

function Line({ tokens, classNames, showLineNumbers }: { tokens: Token[]; classNames?: string[]; showLineNumbers: boolean }): ReactNode {
  const content = tokens.map((token, i) => <TokenSpan key={i} token={token} />);
  return (
    <span className={clsx('token-line', classNames, showLineNumbers && lineStyles.codeLine)}>
      {showLineNumbers ? (
        <>
          <span className={lineStyles.codeLineNumber} />
          <span className={lineStyles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}

/**
 * The code of a block whose tokens are kept as served, read from its served
 * lines once it is on screen: what the copy button copies. `null` when
 * there were none to keep (a page rendered in the browser only, as in
 * development, or rebuilt after a hydration error): that block needs its
 * tokens after all.
 */
function useServedCode(pre: RefObject<HTMLPreElement | null>, kept: boolean): string | null | undefined {
  const [code, setCode] = useState<string | null>();
  useEffect(() => {
    if (!kept || !pre.current) return;
    const lines = pre.current.querySelectorAll('.token-line');
    setCode(lines.length > 0 ? Array.from(lines, (line) => line.textContent ?? '').join('\n') : null);
  }, [pre, kept]);
  return code;
}

/**
 * A fenced code block that plugins/code-highlighting tokenized at build time:
 * the theme's code block markup (title, copy and word-wrap buttons, line
 * numbers, highlighted lines) around tokens coloured by class, so it renders
 * the same on the server and in the browser in either colour mode. The
 * tokens are `ServerRendered`: the browser keeps them as served (a long
 * guide has over a thousand), and hydrates only the block's buttons, when
 * the block came with the page (`keepTokens`, see CodeBlock). The page's
 * compiler moves the tokens out of the page's script (plugins/server-rendered/recma.ts):
 * such a block loads them only to render them afresh, and its copy button
 * reads the served lines instead.
 */
export default function PrehighlightedCodeBlock({
  highlighted,
  keepTokens,
  className = '',
  title,
  showLineNumbers = false,
}: Props & { highlighted: string | MovedText; keepTokens: boolean }): ReactNode {
  const wordWrap = useWordWrap();
  const servedCode = useServedCode(wordWrap.codeBlockRef, keepTokens);
  // Moved out of the page, the tokens are not loaded for a block whose tokens are kept as served.
  const json = useMovedText(highlighted, !keepTokens || servedCode === null);
  const tokens = useMemo(() => (json === undefined ? undefined : (JSON.parse(json) as HighlightedCode)), [json]);
  const code = useMemo(() => (tokens ? codeText(tokens.lines) : (servedCode ?? '')), [tokens, servedCode]);
  const language = /language-(\S+)/.exec(className)?.[1] ?? 'text';
  return (
    <div className={clsx(className, containerStyles.codeBlockContainer, 'theme-code-block')}>
      {title && <div className={contentStyles.codeBlockTitle}>{title}</div>}
      <div className={contentStyles.codeBlockContent}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard, as in the theme */}
        <pre tabIndex={0} ref={wordWrap.codeBlockRef} className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
          <ServerRendered keep={keepTokens}>
            <code className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}>
              {tokens?.lines.map((line, i) => <Line key={i} tokens={line} classNames={tokens.lineClassNames[i]} showLineNumbers={showLineNumbers} />)}
            </code>
          </ServerRendered>
        </pre>
        <div className={contentStyles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && <WordWrapButton className={contentStyles.codeButton} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />}
          <CopyButton className={contentStyles.codeButton} code={code} />
        </div>
      </div>
    </div>
  );
}

registerPrehighlighted(PrehighlightedCodeBlock);
