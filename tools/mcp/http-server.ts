import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MCP_PATH } from '../../src/components/CopyPage/assistant-setup';
import type { DocsBuild } from './docs-build';
import { createDocsServer } from './server';

/** The path the service answers MCP on, which nginx proxies to it (deploy/nginx.conf) and the assistants' setups name. */
export { MCP_PATH } from '../../src/components/CopyPage/assistant-setup';
/** No tool's input comes near this (a query is at most 500 characters); nginx has the same limit. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A JSON-RPC error without a request id, as the SDK's transport sends for requests it refuses. */
function refuse(response: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body);
}

/**
 * The request handler of the hosted MCP endpoint: Streamable HTTP without
 * sessions, so any instance can answer any request and nothing is kept
 * between requests. Each POST gets a server and transport of its own (a
 * stateless transport must not be reused, or request ids of two clients
 * could meet); they share the build, whose search engine keeps the index
 * files it loaded. Responses are plain JSON, not event streams: every tool
 * answers at once, and JSON passes any proxy unchanged. There is no stream
 * to open with GET and no session to end with DELETE: both get 405.
 */
export function mcpRequestHandler(build: DocsBuild, siteUrl: string): http.RequestListener {
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://service');
    if (pathname !== MCP_PATH) return refuse(response, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    if (request.method !== 'POST') return refuse(response, 405, 'Method not allowed: this stateless endpoint answers POST only.', { Allow: 'POST' });
    const server = createDocsServer(build, siteUrl);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) refuse(response, 500, 'Internal error.');
        else response.destroy();
      });
  };
}

export interface McpHttpService {
  /** `http://host:port`, the port the system chose when 0 was asked for. */
  origin: string;
  close(): Promise<void>;
}

/** Serves {@link mcpRequestHandler} on `host:port`. */
export function startMcpHttpService(build: DocsBuild, siteUrl: string, { host = '127.0.0.1', port = 0 } = {}): Promise<McpHttpService> {
  const server = http.createServer(mcpRequestHandler(build, siteUrl));
  // A client that opens a connection and sends nothing must not hold it for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        origin: `http://${shown}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
