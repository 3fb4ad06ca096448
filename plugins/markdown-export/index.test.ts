import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import markdownExportPlugin from './index';

describe('markdownExportPlugin', () => {
  it('lets the plugins after it start their postBuild before it exports (the search index worker runs beside it)', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-export-'));
    try {
      const siteConfig = { url: 'https://docs.example.com', title: 'Docs', tagline: 'Docs', themeConfig: {} };
      const plugin = markdownExportPlugin({ siteConfig } as unknown as LoadContext);
      const postBuild = plugin.postBuild as (props: unknown) => Promise<void>;
      // As Docusaurus calls them: each plugin's postBuild in turn, then all awaited together.
      let exportedWhenNextStarted: boolean | undefined;
      const next: Pick<Plugin, 'postBuild'> = { postBuild: async () => void (exportedWhenNextStarted = existsSync(path.join(outDir, 'llms.txt'))) };
      await Promise.all([postBuild({ outDir, siteConfig, routesPaths: [] }), next.postBuild!({} as never)]);
      assert.equal(exportedWhenNextStarted, false);
      assert.ok(existsSync(path.join(outDir, 'llms.txt')), 'the export ran');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
