import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import { Fragment, type ReactNode } from 'react';
import { wordParts } from './word-parts';

type Props = WrapperProps<typeof HeadingType>;

/** A title's words, with a line-break opportunity between the words of each API name. */
function breakable(title: string): ReactNode[] {
  return title.split(/(\s+)/).map((word, i) => {
    const parts = wordParts(word);
    return parts.length < 2 ? word : <Fragment key={i}>{parts.flatMap((part, j) => (j === 0 ? [part] : [<wbr key={j} />, part]))}</Fragment>;
  });
}

/**
 * A page title that is one long API name (`OrderItemPriceCalculationStrategy`)
 * is wider than a phone, and the browser broke it mid-word; `<wbr>` lets it
 * break between the name's words instead. The text is unchanged, so search
 * and the Markdown export read the same title.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  if (props.as !== 'h1' || typeof props.children !== 'string') return <Heading {...props} />;
  return <Heading {...props}>{breakable(props.children)}</Heading>;
}
