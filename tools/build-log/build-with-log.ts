import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { BUILD_LOG } from './paths';

/**
 * Runs `npm run build:site` (`docusaurus build`), showing its output and
 * keeping a copy in the build log for `check-build-log`. Exits with the
 * build's own exit code.
 */
const log = createWriteStream(BUILD_LOG);
const child = spawn('npm', ['run', 'build:site', '--', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: '0' },
});
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  stream.on('data', (chunk: Buffer) => {
    out.write(chunk);
    log.write(chunk);
  });
}
child.on('close', (code) => {
  log.end(() => process.exit(code ?? 1));
});
