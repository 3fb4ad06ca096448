import { spawn } from 'node:child_process';

/**
 * One terminal for steps that run side by side: the oldest running step
 * writes straight through, the others are held back and written whole when
 * it ends, so no two steps' lines interleave and a long step is still
 * followed live.
 */
export class ConsoleShare {
  private owner: string | null = null;
  private readonly held = new Map<string, string[]>();
  /** Steps in the order they started; those that ended wait here until they are written. */
  private readonly queue: Array<{ name: string; ended: boolean }> = [];

  constructor(private readonly write: (text: string) => void) {}

  start(name: string, header: string): void {
    this.queue.push({ name, ended: false });
    this.held.set(name, [header]);
    this.promote();
  }

  output(name: string, text: string): void {
    if (this.owner === name) this.write(text);
    else this.held.get(name)?.push(text);
  }

  end(name: string, footer: string): void {
    this.output(name, footer);
    const entry = this.queue.find((e) => e.name === name);
    if (entry) entry.ended = true;
    if (this.owner === name) this.owner = null;
    this.promote();
  }

  /** Writes the steps that ended, in start order, then hands the terminal to the oldest step still running. */
  private promote(): void {
    while (this.owner === null && this.queue.length > 0) {
      const next = this.queue.shift()!;
      for (const text of this.held.get(next.name) ?? []) this.write(text);
      this.held.delete(next.name);
      if (!next.ended) this.owner = next.name;
    }
  }
}

/** How a child run through the share ended: its exit code, or why it did not exit with one. */
export interface ChildEnd {
  ok: boolean;
  why: string;
}

/**
 * Runs `command` as a child whose output goes through the share under `name`, after `header`; the footer that
 * `footer` makes of how it ended closes its output.
 */
export function runInShare(share: ConsoleShare, name: string, header: string, command: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }, footer: (end: ChildEnd) => string): Promise<ChildEnd> {
  return new Promise((resolve) => {
    share.start(name, header);
    const child = spawn(command[0], command.slice(1), { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => share.output(name, chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => share.output(name, chunk.toString()));
    const finish = (end: ChildEnd) => {
      share.end(name, footer(end));
      resolve(end);
    };
    child.on('error', (error) => finish({ ok: false, why: `could not start (${error.message})` }));
    child.on('close', (code, signal) => finish({ ok: code === 0, why: code === 0 ? 'passed' : signal ? `was stopped by ${signal}` : `failed with exit code ${code}` }));
  });
}
