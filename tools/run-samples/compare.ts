// The shape of a response the page shows against the one the server sent: the same keys, the same
// `__typename`s and error codes. Other values (ids, dates, order codes, amounts) may differ, and a
// list may be longer or shorter: each item the page shows is compared with the server's item at
// the same place, or its first item.

import { isObject } from './parse';

/** Values that must be equal, not only present: they say which case of a union came back. */
const EXACT_KEYS = new Set(['__typename', 'errorCode']);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** Differences between the shown and the actual value, each as `path: what differs`. */
export function compareShape(shown: unknown, actual: unknown, at = 'data', jsonFields = new Set<string>()): string[] {
  if (shown === null || shown === undefined) return [];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${at}: the page shows a list, the server sent ${describe(actual)}`];
    if (actual.length === 0) return [];
    return shown.flatMap((item, i) => compareShape(item, actual[i] ?? actual[0], `${at}[${i}]`, jsonFields));
  }
  if (isObject(shown)) {
    if (!isObject(actual)) return [`${at}: the page shows an object, the server sent ${describe(actual)}`];
    const differences: string[] = [];
    const missing = Object.keys(shown).filter((key) => !(key in actual));
    const extra = Object.keys(actual).filter((key) => !(key in shown));
    if (missing.length) differences.push(`${at}: the server sent no ${missing.join(', ')}`);
    if (extra.length) differences.push(`${at}: the page leaves out ${extra.join(', ')}`);
    for (const key of Object.keys(shown).filter((k) => k in actual)) {
      const path = `${at}.${key}`;
      // A JSON scalar's content is a value, not a shape: what it holds depends on the data.
      if (jsonFields.has(key)) continue;
      if (EXACT_KEYS.has(key)) {
        if (shown[key] !== actual[key]) differences.push(`${path}: the page shows ${JSON.stringify(shown[key])}, the server sent ${JSON.stringify(actual[key])}`);
      } else {
        differences.push(...compareShape(shown[key], actual[key], path, jsonFields));
      }
    }
    return differences;
  }
  // A scalar: any scalar (or null) will do.
  return isObject(actual) || Array.isArray(actual) ? [`${at}: the page shows ${describe(shown)}, the server sent ${describe(actual)}`] : [];
}

/** The `extensions.code` of each GraphQL error, in order. */
export function errorCodes(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => (isObject(error) && isObject(error.extensions) && typeof error.extensions.code === 'string' ? error.extensions.code : '(no code)'));
}

/** Every `errorCode` of an ErrorResult in the data, with its path. */
export function errorResults(data: unknown, at = 'data'): Array<{ path: string; code: string }> {
  if (Array.isArray(data)) return data.flatMap((item, i) => errorResults(item, `${at}[${i}]`));
  if (!isObject(data)) return [];
  const own = typeof data.errorCode === 'string' ? [{ path: at, code: data.errorCode }] : [];
  return [...own, ...Object.entries(data).flatMap(([key, value]) => (key === 'errorCode' ? [] : errorResults(value, `${at}.${key}`)))];
}

/** Compares a shown response (`{ data }` and/or `{ errors }`) with the server's. */
export function compareResponse(shown: { data?: unknown; errors?: unknown }, actual: { data?: unknown; errors?: unknown }, jsonFields = new Set<string>()): string[] {
  const differences: string[] = [];
  if (shown.data !== undefined) differences.push(...compareShape(shown.data, actual.data, 'data', jsonFields));
  if (shown.errors !== undefined) {
    const want = errorCodes(shown.errors).join(', ');
    const got = errorCodes(actual.errors).join(', ');
    if (want !== got) differences.push(`errors: the page shows ${want || 'none'}, the server sent ${got || 'none'}`);
  }
  return differences;
}
