/**
 * How each AI assistant connects to the docs' MCP endpoint: the snippets the
 * Copy page menu copies. The page "Use these docs from your AI assistant"
 * shows the same snippets as fenced code blocks, highlighted at build time
 * like every other block (a `<CodeBlock>` in JSX would load Prism in the
 * browser and render with the default colour mode's theme until hydration);
 * tests/e2e/copy-page.spec.ts checks that the page shows each snippet exactly.
 * Formats checked against each client's own documentation.
 */

/** Where the MCP service answers on the site (tools/mcp/http-server.ts, deploy/nginx.conf). */
export const MCP_PATH = '/mcp';
/** The name the assistant lists the server's tools under. */
export const MCP_SERVER_NAME = 'vendure-docs';

export type AssistantId = 'claude-code' | 'cursor' | 'vscode';

export interface AssistantSetup {
  id: AssistantId;
  /** The assistant's name, as its menu entry says it: "Connect to <name>". */
  name: string;
  /** What to do with the snippet. */
  where: string;
  /** The file it goes in, for the code block's title; none for a command. */
  file?: string;
  language: 'bash' | 'json';
  snippet: string;
}

/** The endpoint of a site served from the root of its host. */
export function mcpEndpointOf(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${MCP_PATH}`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The setups, in the order the menu and the page list them. */
export function assistantSetups(siteUrl: string): AssistantSetup[] {
  const url = mcpEndpointOf(siteUrl);
  return [
    {
      id: 'claude-code',
      name: 'Claude Code',
      where: 'Run in a terminal (add --scope user to have it in all your projects)',
      language: 'bash',
      snippet: `claude mcp add --transport http ${MCP_SERVER_NAME} ${url}`,
    },
    {
      id: 'cursor',
      name: 'Cursor',
      where: 'Add to .cursor/mcp.json in your project, or ~/.cursor/mcp.json for all projects',
      file: '.cursor/mcp.json',
      language: 'json',
      snippet: json({ mcpServers: { [MCP_SERVER_NAME]: { url } } }),
    },
    {
      id: 'vscode',
      name: 'VS Code',
      where: 'Add to .vscode/mcp.json in your workspace',
      file: '.vscode/mcp.json',
      language: 'json',
      snippet: json({ servers: { [MCP_SERVER_NAME]: { type: 'http', url } } }),
    },
  ];
}
