import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { announcementIdScript } from './index';

/** Runs the inline script against a fake document and storage. */
function run(storedId: string | null, currentId: string): string | undefined {
  const attributes: Record<string, string> = { 'data-announcement-bar-initially-dismissed': 'true' };
  const localStorage = { getItem: (key: string) => (key === 'docusaurus.announcement.id' ? storedId : null) };
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } };
  new Function('localStorage', 'document', announcementIdScript(currentId))(localStorage, document);
  return attributes['data-announcement-bar-initially-dismissed'];
}

describe('announcementIdScript', () => {
  it('shows the bar again when the stored id is an older one', () => {
    assert.equal(run('old-news', 'new-news'), 'false');
  });

  it('keeps a dismissed bar hidden when the id is unchanged', () => {
    assert.equal(run('new-news', 'new-news'), 'true');
  });

  it('survives ids that need escaping', () => {
    assert.equal(run(`it's "new"`, `it's "new"`), 'true');
  });
});
