import { spawnSync } from 'node:child_process';
import { HOSTED_BUILD_DIR, hostedBuildEnv } from './settings';

/** `npm run build:hosted`: the production build in hosted-search mode, with the admin key set as a CI job would have it. */
const result = spawnSync('npm', ['run', 'build:site', '--', '--out-dir', HOSTED_BUILD_DIR], {
  stdio: 'inherit',
  env: { ...process.env, ...hostedBuildEnv },
});
process.exit(result.status ?? 1);
