import type { Props } from '@theme/MDXComponents/Details';
import { lazyWhen } from '../lazy-when';

/** A `<details>` written in a page: the theme's animated one, loaded only by a page that has one. */
export default lazyWhen<Props>(
  () => import('@theme-original/MDXComponents/Details'),
  () => true,
);
