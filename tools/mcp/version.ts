/**
 * The server's version, that of its package (tools/mcp/package.json). A
 * `require` rather than a file read: the package's bundle (build-package.ts)
 * inlines the JSON, so the published file needs no package.json beside it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { version } = require('./package.json') as { version: string };
