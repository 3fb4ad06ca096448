import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { fullLabelTitle } from '../long-label';

type Props = WrapperProps<typeof CategoryType>;

/** A long category label ("Custom history entry components") in full on hover. */
export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  return <Category {...props} {...fullLabelTitle(props.item.label)} />;
}
