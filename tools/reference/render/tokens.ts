/**
 * Joins neighbouring plain tokens (no link, no styling) into one, so the
 * generated pages carry fewer, longer pieces. `key` names the text field.
 */
export function mergePlainTokens<T extends object, K extends keyof T>(tokens: T[], key: K, isPlain: (token: T) => boolean): T[] {
  const merged: T[] = [];
  for (const token of tokens) {
    const last = merged.at(-1);
    if (last && isPlain(last) && isPlain(token)) last[key] = `${last[key]}${token[key]}` as T[K];
    else merged.push({ ...token });
  }
  return merged;
}
