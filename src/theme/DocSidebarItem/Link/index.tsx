import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof LinkType>;

/** Longer than this, a reference label may be cut with an ellipsis (src/css/custom.css). */
const MAY_BE_CUT = 28;

/**
 * Reference names are long single words (DefaultProductVariantPriceSelectionStrategy)
 * that the reference sidebar shows on one line, cut: the full name is the link's title.
 * The theme passes extra props on to its link.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const { label } = props.item;
  return <Link {...props} {...(label.length > MAY_BE_CUT && { title: label })} />;
}
