// npm run typecheck starts here: tools/run-samples imports the screenshot tool's server, whose
// packages (@vendure/dashboard and the Vendure copy the sample server runs) live in the tool's
// own install, so a fresh clone needs it before tsc can resolve those imports.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './install.js';

ensureInstalled(path.dirname(fileURLToPath(import.meta.url)), (message) => console.log(message));
