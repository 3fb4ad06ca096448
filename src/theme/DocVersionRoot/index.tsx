import type { ReactNode } from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type { Props } from '@theme/DocVersionRoot';
import { type CompactVersion, expandVersion } from '../../../plugins/docs/compact-sidebar';

/** The version data arrives with its sidebars compacted (plugins/docs); the theme gets them whole. */
export default function DocVersionRootWrapper(props: Omit<Props, 'version'> & { version: CompactVersion<Props['version']> }): ReactNode {
  return <DocVersionRoot {...props} version={expandVersion(props.version)} />;
}
