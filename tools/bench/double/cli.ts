import path from 'node:path';
import { generateDouble } from './generate';

/** `tsx tools/bench/double/cli.ts`: writes the growth bench's fixture; build it with DOCS_BENCH_DOUBLE=true. */
const pages = generateDouble(path.resolve(__dirname, '../../../docs'));
console.log(`bench-double: ${pages} pages copied to docs/bench-double/`);
