import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeMappings, decodeVlq, originalPosition } from './source-map';

describe('source map decoding', () => {
  it('reads base64 VLQ values, signs and continuation bits included', () => {
    assert.deepEqual(decodeVlq('AAAA'), [0, 0, 0, 0]);
    assert.deepEqual(decodeVlq('AACA'), [0, 0, 1, 0]);
    assert.deepEqual(decodeVlq('D'), [-1]);
    // 16 needs a continuation digit: 'g' (32 | 0) then 'B' (1) → 32 → +16.
    assert.deepEqual(decodeVlq('gB'), [16]);
    assert.throws(() => decodeVlq('A!'), /Invalid base64 VLQ/);
  });

  it('accumulates deltas across segments and lines; the column restarts on each line', () => {
    // Line 0: col 0 → src line 0; line 1 (empty); line 2: col 4 → src line 2 col 4, col 10 → src line 2 col 8.
    const lines = decodeMappings('AAAA;;IAEI,MAAI');
    assert.equal(lines.length, 3);
    assert.deepEqual(lines[1], []);
    assert.deepEqual(lines[2], [
      { column: 4, source: 0, sourceLine: 2, sourceColumn: 4 },
      { column: 10, source: 0, sourceLine: 2, sourceColumn: 8 },
    ]);
    assert.equal(originalPosition(lines, 2, 12)?.sourceColumn, 8);
    assert.equal(originalPosition(lines, 2, 0)?.sourceColumn, 4);
    assert.equal(originalPosition(lines, 1, 0), undefined);
  });
});
