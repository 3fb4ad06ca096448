import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

/** A window whose storage holds `stored`, or throws as blocked storage does. */
function stubWindow(stored: Map<string, string> | 'blocked'): void {
  const storage = {
    getItem: (key: string) => (stored === 'blocked' ? blocked() : (stored.get(key) ?? null)),
    setItem: (key: string, value: string) => (stored === 'blocked' ? blocked() : stored.set(key, value)),
    removeItem: (key: string) => (stored === 'blocked' ? blocked() : stored.delete(key)),
  };
  Object.assign(globalThis, { window: { localStorage: storage } });
}

function blocked(): never {
  throw new Error('SecurityError: storage is disabled');
}

describe('section filter store', () => {
  it('remembers the choice in storage, and goes on without storage when it throws', async () => {
    const stored = new Map([['vendure-docs-search-section', 'reference']]);
    stubWindow(stored);
    const store = await import('./store');
    assert.equal(store.chosenSection(), 'reference');

    let notified = 0;
    const unsubscribe = store.subscribeToSectionFilter(() => notified++);
    store.chooseSection('user-guide');
    assert.equal(stored.get(store.SECTION_STORAGE_KEY), 'user-guide');
    store.chooseSection(undefined);
    assert.equal(stored.has(store.SECTION_STORAGE_KEY), false);
    assert.equal(notified, 2);

    stubWindow('blocked');
    store.chooseSection('learn');
    assert.equal(store.chosenSection(), 'learn');
    unsubscribe();
  });
});
