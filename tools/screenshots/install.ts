import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Node built-ins only: this runs before the tool's own packages exist.

/**
 * Installs the tool's packages with `npm ci` when node_modules is missing or was installed from
 * another package-lock.json, so the Dashboard's build dependencies never enter the site's install.
 */
export function ensureInstalled(toolDir: string, log: (message: string) => void): void {
    const lockFile = path.join(toolDir, 'package-lock.json');
    const stampFile = path.join(toolDir, 'node_modules', '.screenshots-lock.sha256');
    const lockHash = createHash('sha256').update(fs.readFileSync(lockFile)).digest('hex');
    if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === lockHash) {
        return;
    }
    log('Installing the tool’s packages (npm ci in tools/screenshots, a few minutes the first time)');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: toolDir,
        stdio: 'inherit',
    });
    fs.writeFileSync(stampFile, lockHash);
}
