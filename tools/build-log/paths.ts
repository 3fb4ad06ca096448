import path from 'node:path';

/** Where `build-with-log` keeps the last build's output (beside `build/`, ignored by git). */
export const BUILD_LOG = path.resolve(__dirname, '../../.build.log');
/** The site `build-with-log` builds. */
export const BUILD_DIR = path.resolve(__dirname, '../../build');
