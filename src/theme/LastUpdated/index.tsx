import { useDoc } from '@docusaurus/plugin-content-docs/client';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * Generated reference pages change when the packages do, not when someone
 * edits them: they name the package version they describe instead of a date.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  const generatedFrom = (frontMatter as { generated_from?: unknown }).generated_from;
  if (typeof generatedFrom === 'string') {
    return (
      <span className="theme-last-updated">
        Generated from <code>{generatedFrom}</code>
      </span>
    );
  }
  return <LastUpdated {...props} />;
}
