import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';
import { lazyWhen } from '../lazy-when';

/**
 * The theme's banner for an unreleased or older docs version ("This is
 * unreleased documentation…"), loaded only for a version that has one: the
 * site has one version, with none, and the banner's code was about 0.4 KB
 * gzip of every doc page's first load. The theme shows it on the same
 * condition (the version's `banner`).
 */
export default lazyWhen<Props>(
  () => import('@theme-original/DocVersionBanner'),
  () => Boolean(useDocsVersion().banner),
);
