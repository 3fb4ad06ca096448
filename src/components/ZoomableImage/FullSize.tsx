import type { ReactNode } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';

/**
 * The lightbox's style sheet as a file of its own, not an `import '….css'`: Docusaurus merges
 * every imported style sheet into the one every page loads (1.2 KB more gzip on each page), even
 * from a chunk loaded on demand. `!!` leaves out the CSS rules of the build; file-loader only
 * emits the file and gives its URL.
 */
const stylesheetUrl: string = require('!!file-loader?name=assets/css/[name].[contenthash:8].[ext]!yet-another-react-lightbox/styles.css').default;

/** Resolves once the lightbox's style sheet has loaded (this module loads on the first click only). */
export const stylesheetLoaded: Promise<void> = new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.onload = () => resolve();
  link.onerror = () => reject(new Error(`Could not load ${stylesheetUrl}`));
  document.head.appendChild(link);
});

export interface FullSizeProps {
  open: boolean;
  close: () => void;
  alt: string;
  /** The 1× file and its size, the CSS size of the screenshot. */
  src: string;
  width: number;
  height: number;
  /** The 2× file. */
  fullSrc: string;
}

const noButton = () => null;

/**
 * One screenshot in a modal dialog (yet-another-react-lightbox): focus moves into it and back to
 * the link when it closes, Escape, the close button and a click beside the image close it, and the
 * image zooms with a pinch, a double tap or click, the wheel or the zoom buttons, up to twice its
 * 2× file's pixels.
 */
export default function FullSize({ open, close, alt, src, width, height, fullSrc }: FullSizeProps): ReactNode {
  return (
    <Lightbox
      open={open}
      close={close}
      plugins={[Zoom]}
      slides={[
        {
          src: fullSrc,
          alt,
          width: width * 2,
          height: height * 2,
          srcSet: [
            { src, width, height },
            { src: fullSrc, width: width * 2, height: height * 2 },
          ],
        },
      ]}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={{ buttonPrev: noButton, buttonNext: noButton }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      labels={{ Lightbox: 'Screenshot, full size' }}
    />
  );
}
