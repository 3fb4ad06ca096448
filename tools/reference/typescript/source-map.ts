/**
 * The part of a version 3 source map the reference needs: for each line of the
 * generated JavaScript, which source line its code came from. Decoded here
 * rather than with a library because the format is small and fixed, and the
 * site declares no source-map package of its own.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One mapped position: a generated column and where it came from (0-based). */
export interface Segment {
  column: number;
  source: number;
  sourceLine: number;
  sourceColumn: number;
}

/** The fields of a `.js.map` file that are read. */
export interface RawSourceMap {
  version: number;
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Base64 VLQ values of one segment, e.g. `AACA` → [0, 0, 1, 0]. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Invalid base64 VLQ character '${char}' in '${segment}'`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    // The lowest bit is the sign.
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The segments of each generated line, in column order. Fields are deltas
 * from the previous segment (the column restarts on each line); segments
 * without a source (one field) are dropped.
 */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const encoded of line.split(',')) {
      if (!encoded) continue;
      const fields = decodeVlq(encoded);
      column += fields[0];
      if (fields.length < 4) continue;
      source += fields[1];
      sourceLine += fields[2];
      sourceColumn += fields[3];
      segments.push({ column, source, sourceLine, sourceColumn });
    }
    return segments;
  });
}

/** The source position of generated code at `line`/`column` (0-based): the last segment that starts at or before it on that line, else the line's first. */
export function originalPosition(lines: Segment[][], line: number, column: number): Segment | undefined {
  const segments = lines[line] ?? [];
  return segments.filter((s) => s.column <= column).at(-1) ?? segments[0];
}
