import { spawn } from 'node:child_process';
import path from 'node:path';
import type { SchemaSdl } from './graphql-schemas';

/**
 * `loadVendureSchemaSdl` in a process of its own: loading `@vendure/core` and
 * building both schemas takes about 4 s of one core, which `npm run generate`
 * spends reading the TypeScript declarations on the other meanwhile.
 */
export function loadVendureSchemaSdlAside(): Promise<SchemaSdl> {
  return new Promise((resolve, reject) => {
    // process.execArgv carries tsx's loader, so the child runs TypeScript as this process does.
    const child = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'graphql-schemas-cli.ts')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(stdout).toString('utf8')) as SchemaSdl);
      else reject(new Error(`Building the Vendure GraphQL schemas failed (exit code ${code}):\n${stderr}`));
    });
  });
}
