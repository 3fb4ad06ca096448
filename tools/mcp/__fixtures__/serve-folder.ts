import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedFolder {
  origin: string;
  /** Paths requested so far, in order: what a client fetched. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A folder served as a static site answers files (a stand-in for the deployed
 * docs, for the HTTP source's tests): each file at its path, anything else
 * 404. Only GET; nothing outside the folder.
 */
export function serveFolder(dir: string): Promise<ServedFolder> {
  const root = path.resolve(dir);
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://folder');
    requests.push(pathname);
    const file = path.join(root, decodeURIComponent(pathname));
    const found = file.startsWith(`${root}${path.sep}`) && (await stat(file).catch(() => undefined))?.isFile();
    if (request.method !== 'GET' || !found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.xml') ? 'application/xml' : 'text/plain; charset=utf-8';
    response.writeHead(200, { 'Content-Type': type }).end(await readFile(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
