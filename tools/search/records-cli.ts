import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteUrl } from '../../config/site';
import { collectRecords } from './collect';

/** `npm run search:records`: DocSearch records of the production build, written to build/search/records.json. */
const root = path.resolve(__dirname, '../..');
const started = performance.now();
const { pages, records } = collectRecords(path.join(root, 'build'), siteUrl, 'Vendure Docs');
const json = JSON.stringify(records);
mkdirSync(path.join(root, 'build/search'), { recursive: true });
writeFileSync(path.join(root, 'build/search/records.json'), json);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`Search records: ${records.length} from ${pages} pages; ${kb(Buffer.byteLength(json))} raw, ${kb(gzipSync(json).length)} gzip; ${((performance.now() - started) / 1000).toFixed(1)} s`);
