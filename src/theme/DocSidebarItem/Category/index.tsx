import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { fullLabelTitle } from '../long-label';
import { useLazyItems } from './lazy-items';

type Props = WrapperProps<typeof CategoryType>;

/** A long category label ("Custom history entry components") in full on hover; a reference area's items once loaded (lazy-items.ts). */
export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  return <Category {...props} item={useLazyItems(props.item)} {...fullLabelTitle(props.item.label)} />;
}
