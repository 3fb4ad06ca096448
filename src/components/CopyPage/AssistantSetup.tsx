import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import type { ReactNode } from 'react';
import { type AssistantId, assistantSetups } from './assistant-setup';

/**
 * One assistant's setup as a code block, for the docs page about assistants:
 * the snippet the Copy page menu's "Connect to …" entry copies.
 */
export default function AssistantSetup({ assistant }: { assistant: AssistantId }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const setup = assistantSetups(siteConfig.url).find((candidate) => candidate.id === assistant);
  if (!setup) throw new Error(`No setup for the assistant "${assistant}"`);
  return (
    <CodeBlock language={setup.language} title={setup.file}>
      {setup.snippet}
    </CodeBlock>
  );
}
