import type { Props } from '@theme/TagsListInline';
import { lazyWhen } from '../lazy-when';

/** The theme's "Tags:" row under a page, loaded only for a page with tags (the site's have none). */
export default lazyWhen<Props>(
  () => import('@theme-original/TagsListInline'),
  ({ tags }) => tags.length > 0,
);
