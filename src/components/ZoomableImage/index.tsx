import { type ComponentProps, type ComponentType, type MouseEvent, type ReactNode, useCallback, useState } from 'react';
import Img from '@theme/MDXComponents/Img';
import type { FullSizeProps } from './FullSize';

/** Inline, so the site's one style sheet, which every page loads, does not grow for it. */
const LINK_STYLE = { display: 'inline-block', cursor: 'zoom-in' } as const;

type Props = ComponentProps<'img'> & {
  /** The 2× file (plugins/responsive-images), opened full size. */
  fullSrc: string;
};

/**
 * A screenshot in a page (plugins/responsive-images makes each Markdown screenshot one): the
 * image, inside a link to its 2× file. Without script, or with a modifier key, the link opens the
 * file; a plain click or tap opens it full size in a dialog instead (FullSize, with the lightbox
 * library), loaded on the first click, so a page's first load carries neither.
 */
export default function ZoomableImage({ fullSrc, className, ...image }: Props): ReactNode {
  const [FullSize, setFullSize] = useState<ComponentType<FullSizeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Safari does not focus a link on click; the dialog gives focus back to what had it.
    event.currentTarget.focus();
    if (FullSize) {
      setOpen(true);
      return;
    }
    import(/* webpackChunkName: "zoomable-image-full-size" */ './FullSize')
      .then((module) => module.stylesheetLoaded.then(() => module.default))
      .then(
        (component) => {
          setFullSize(() => component);
          setOpen(true);
        },
        // Offline or a stale deploy: the link's own way, the file in the browser.
        () => window.location.assign(fullSrc),
      );
  };

  return (
    <>
      <a href={fullSrc} style={LINK_STYLE} onClick={onClick} aria-haspopup="dialog">
        {/* The theme's Markdown image: lazy, and its class keeps the proportions in a narrow column. */}
        <Img {...image} className={className} />
      </a>
      {FullSize && (
        <FullSize
          open={open}
          close={close}
          alt={image.alt ?? ''}
          src={image.src ?? fullSrc}
          fullSrc={fullSrc}
          width={Number(image.width)}
          height={Number(image.height)}
        />
      )}
    </>
  );
}
