import type { Props } from '@theme/ContentVisibility';
import { lazyWhen } from '../lazy-when';

/**
 * The theme's unlisted and draft banners (and an unlisted page's `noindex`),
 * loaded only for such a page, on the theme's own condition: the site has
 * none, and their code and texts were about 1.4 KB of every doc page's
 * script (0.5 KB gzip).
 */
export default lazyWhen<Props>(
  () => import('@theme-original/ContentVisibility'),
  ({ metadata }) => Boolean(metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft),
);
