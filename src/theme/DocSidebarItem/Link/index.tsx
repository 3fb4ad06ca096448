import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { fullLabelTitle } from '../long-label';

type Props = WrapperProps<typeof LinkType>;

/** Reference names are long single words (DefaultProductVariantPriceSelectionStrategy): one line, the full name on hover. */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  return <Link {...props} {...fullLabelTitle(props.item.label)} />;
}
