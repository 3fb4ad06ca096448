/** `nprogress` ships no types; this is the part lazy-progress-bar.ts calls. */
declare module 'nprogress' {
  const progressBar: { configure(options: { showSpinner: boolean }): void; start(): void; done(): void };
  export default progressBar;
}
