import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createNavigationQueue, isBrowserLocation } from './latest-navigation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settledOrder = (promises: Record<string, Promise<unknown>>, log: string[]) =>
  Object.entries(promises).map(([name, promise]) => promise.then(() => log.push(name), () => log.push(`${name} failed`)));

describe('createNavigationQueue', () => {
  it('settles a navigation whose page loaded first only once the later navigation has loaded too', async () => {
    const whenLatestLoaded = createNavigationQueue();
    const first = deferred<string>();
    const second = deferred<string>();
    const log: string[] = [];
    const waiting = settledOrder({ first: whenLatestLoaded(first.promise), second: whenLatestLoaded(second.promise) }, log);
    first.resolve('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(log, []);
    second.resolve('b');
    await Promise.all(waiting);
    assert.deepEqual(log.sort(), ['first', 'second']);
  });

  it('keeps each navigation\'s own value, and follows a third navigation that starts while the first waits', async () => {
    const whenLatestLoaded = createNavigationQueue();
    const first = whenLatestLoaded(Promise.resolve('a'));
    const second = deferred<string>();
    const third = deferred<string>();
    const secondWaits = whenLatestLoaded(second.promise);
    const thirdWaits = whenLatestLoaded(third.promise);
    second.resolve('b');
    const log: string[] = [];
    const waiting = settledOrder({ first, second: secondWaits }, log);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(log, []);
    third.resolve('c');
    await Promise.all(waiting);
    assert.deepEqual([await first, await secondWaits, await thirdWaits], ['a', 'b', 'c']);
  });

  it('passes the latest navigation\'s failure to the earlier ones, which Docusaurus answers with a reload', async () => {
    const whenLatestLoaded = createNavigationQueue();
    const first = whenLatestLoaded(Promise.resolve('a'));
    const second = whenLatestLoaded(Promise.reject(new Error('chunk gone')));
    await assert.rejects(first, /chunk gone/);
    await assert.rejects(second, /chunk gone/);
  });

  it('settles a lone navigation with its own load', async () => {
    const whenLatestLoaded = createNavigationQueue();
    assert.equal(await whenLatestLoaded(Promise.resolve('a')), 'a');
  });
});

describe('isBrowserLocation', () => {
  it('matches the path as the address bar has it, or decoded as react-router passes it', () => {
    assert.equal(isBrowserLocation('/guides/a', { pathname: '/guides/a' }), true);
    assert.equal(isBrowserLocation('/guides/é', { pathname: '/guides/%C3%A9' }), true);
    assert.equal(isBrowserLocation('/guides/b', { pathname: '/guides/a' }), false);
    assert.equal(isBrowserLocation('/guides/%', { pathname: '/guides/%E0%A4%A' }), false);
  });
});
