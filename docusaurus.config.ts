import type { Config } from '@docusaurus/types';
import type { Options as PresetOptions } from '@docusaurus/preset-classic';
import { announcementBar } from './config/announcement';
import { redirects } from './config/redirects';
import { docs } from './config/docs';
import { docsOnly, withTestFixtures } from './config/env';
import { commitDates } from './config/git-dates';
import { hasGitHistory, withLastUpdateFallback } from './config/last-update';
import { search, searchCustomFields, searchMode } from './config/search';
import { siteUrl } from './config/site';
import { themeConfig } from './config/theme';
import announcementId from './plugins/announcement-id';
import clientRuntime from './plugins/client-runtime';
import codeHighlighting from './plugins/code-highlighting';
import docsPlugin from './plugins/docs';
import markdownExport from './plugins/markdown-export';
import searchIndex from './plugins/search-index';
import sharedChunks from './plugins/shared-chunks';
import earlyInput from './plugins/early-input';
import buildSpeed from './plugins/build-speed';
import testFixtures from './plugins/test-fixtures';

const config: Config = {
  title: 'Vendure Docs',
  tagline: 'Build, extend and run headless commerce with Vendure',
  url: siteUrl,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  // A partial test build (DOCS_ONLY) leaves out the pages most links lead to; the full build checks them.
  onBrokenLinks: docsOnly ? 'ignore' : 'throw',
  onBrokenMarkdownLinks: docsOnly ? 'ignore' : 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // Rspack, SWC and Lightning CSS: same output, a fraction of the build time (see README, Performance).
  future: { experimental_faster: true },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'ltr' } } },
  markdown: {
    parseFrontMatter: withLastUpdateFallback({
      docsDir: `${__dirname}/docs`,
      gitHistory: hasGitHistory(__dirname),
      commitDates: commitDates(__dirname, 'docs'),
    }),
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is listed under `plugins` in a wrapper (plugins/docs) that trims what it ships to the browser.
        docs: false,
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: ['/__test__/**'] },
      } satisfies PresetOptions,
    ],
  ],
  themes: ['docusaurus-theme-search-typesense'],
  plugins: [
    [docsPlugin, docs],
    codeHighlighting,
    clientRuntime,
    earlyInput,
    buildSpeed,
    sharedChunks,
    // Redirects forward to pages a partial test build (DOCS_ONLY) leaves out, which the plugin refuses.
    docsOnly ? false : ['@docusaurus/plugin-client-redirects', redirects],
    markdownExport,
    () => announcementId(announcementBar.id), () => searchIndex(searchMode), ...(withTestFixtures ? [testFixtures] : []),
  ],
  clientModules: ['./src/client/prefetch-when-idle.ts'],
  customFields: { search: searchCustomFields },
  themeConfig: { ...themeConfig, typesense: search },
};

export default config;
