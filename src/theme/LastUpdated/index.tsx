import { useDoc } from '@docusaurus/plugin-content-docs/client';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import ServerRendered from '@site/src/components/ServerRendered';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * Generated reference pages change when the packages do, not when someone
 * edits them: they name the package version they describe instead of a date.
 *
 * A written page's date is kept as served: hydrating the theme's component
 * formats the date again, and the browser's first `Intl.DateTimeFormat` took
 * 37 ms of a guide's start (147 ms under Lighthouse's 4× CPU slowdown, a
 * tenth of the orders guide's main-thread time). A client-side navigation
 * renders it.
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
  return (
    <ServerRendered>
      <span>
        <LastUpdated {...props} />
      </span>
    </ServerRendered>
  );
}
