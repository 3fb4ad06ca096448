import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { TSLIB_IMPORT_DEFAULT_USERS } from './tslib-users';
import { __importDefault } from './tslib-import-default';

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

describe('tslib in the browser', () => {
  it('the packages that get the one helper call no other tslib helper', () => {
    for (const dir of TSLIB_IMPORT_DEFAULT_USERS) {
      const helpers = new Set(jsFiles(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)].map((match) => match[1])));
      assert.deepEqual([...helpers], ['__importDefault'], dir);
    }
  });

  it('__importDefault wraps a CommonJS export and passes an ES module through, as tslib does', () => {
    const esModule = { __esModule: true, default: 1 };
    assert.equal(__importDefault(esModule), esModule);
    const commonJs = () => 1;
    assert.deepEqual(__importDefault(commonJs), { default: commonJs });
  });
});
