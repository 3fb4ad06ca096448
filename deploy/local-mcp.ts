import { type ChildProcess, spawn } from 'node:child_process';

export interface LocalMcpService {
  /** `http://127.0.0.1:<port>`, for startLocalNginx's `mcpOrigin`. */
  origin: string;
  /** What the service wrote to stderr so far (its start line, errors it logged). */
  log(): string;
  /** True while the process runs: a crash shows here. */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the MCP service as deploy/start.sh does, from the file
 * `deploy:prepare` bundled (`node mcp-server.js --build <build>`), on a free
 * port of 127.0.0.1, and waits for the line saying where it listens.
 */
export function startLocalMcpService(bundle: string, buildDir: string): Promise<LocalMcpService> {
  const child: ChildProcess = spawn(process.execPath, [bundle, '--build', buildDir, '--host', '127.0.0.1', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The MCP service did not start within 30 s:\n${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The MCP service exited with ${code}:\n${stderr}`));
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const listening = / at (http:\/\/127\.0\.0\.1:\d+)\/mcp/.exec(stderr);
      if (!listening) return;
      clearTimeout(timer);
      resolve({
        origin: listening[1],
        log: () => stderr,
        running: () => child.exitCode === null && child.signalCode === null,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
