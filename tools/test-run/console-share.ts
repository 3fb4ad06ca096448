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
