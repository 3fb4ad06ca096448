import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import CopyPage from '@site/src/components/CopyPage';
import { useServerRenderedLinks } from '@site/src/components/ServerRendered/links';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every doc page offers its Markdown (built beside it as `<route>.md`) beside
 * the title. The links of the blocks the page's HTML keeps unhydrated
 * (`ServerRendered`) navigate and prefetch from here.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  useServerRenderedLinks();
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
