import React, { lazy, type ReactNode, Suspense } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type BannerType from '@theme/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof BannerType>;

/**
 * The theme's banner for an unreleased or older docs version ("This is
 * unreleased documentation…"), loaded only for a version that has one: the
 * site has one version, with none, and the banner's code was about 0.4 KB
 * gzip of every doc page's first load. The theme shows it on the same
 * condition (the version's `banner`); server rendering waits for the chunk.
 */
const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return useDocsVersion().banner ? (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  ) : null;
}
