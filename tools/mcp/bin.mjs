#!/usr/bin/env node
// `npx vendure-docs-mcp` runs this file with plain Node; the server is TypeScript
// like the rest of tools/, so tsx (installed with the repository) compiles it on
// load. Its CommonJS loader, as `npx tsx` uses for our .ts files, so that
// `__dirname` is the file's folder (the ESM `tsImport` leaves it wrong).
import { require as tsxRequire } from 'tsx/cjs/api';

tsxRequire('./cli.ts', import.meta.url);
