import { type ReactNode, useMemo } from 'react';
import clsx from 'clsx';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type { Props } from '@theme/CodeBlock';
import ServerRendered from '@site/src/components/ServerRendered';
// The theme's own code block styles, so both kinds of block look the same.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { codeText, type HighlightedCode, type Token } from '../../../plugins/code-highlighting/highlighted-code';

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
 * A fenced code block that plugins/code-highlighting tokenized at build time:
 * the theme's code block markup (title, copy and word-wrap buttons, line
 * numbers, highlighted lines) around tokens coloured by class, so it renders
 * the same on the server and in the browser in either colour mode. The
 * tokens are `ServerRendered`: the browser keeps them as served (a long
 * guide has over a thousand), and hydrates only the block's buttons, when
 * the block came with the page (`keepTokens`, see CodeBlock).
 */
export default function PrehighlightedCodeBlock({
  highlighted,
  keepTokens,
  className = '',
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
}: Props & { highlighted: string; keepTokens: boolean }): ReactNode {
  const { lines, lineClassNames, title: metaTitle, showLineNumbers: metaLineNumbers = false } = useMemo(() => JSON.parse(highlighted) as HighlightedCode, [highlighted]);
  const code = useMemo(() => codeText(lines), [lines]);
  const wordWrap = useCodeWordWrap();
  const title = metaTitle || titleProp;
  const showLineNumbers = showLineNumbersProp ?? metaLineNumbers;
  const language = /language-(\S+)/.exec(className)?.[1] ?? 'text';
  return (
    <div className={clsx(className, containerStyles.codeBlockContainer, 'theme-code-block')}>
      {title && <div className={contentStyles.codeBlockTitle}>{title}</div>}
      <div className={contentStyles.codeBlockContent}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard, as in the theme */}
        <pre tabIndex={0} ref={wordWrap.codeBlockRef} className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
          <ServerRendered keep={keepTokens}>
            <code className={clsx(contentStyles.codeBlockLines, showLineNumbers && contentStyles.codeBlockLinesWithNumbering)}>
              {lines.map((tokens, i) => (
                <Line key={i} tokens={tokens} classNames={lineClassNames[i]} showLineNumbers={showLineNumbers} />
              ))}
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
