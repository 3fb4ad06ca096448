import type { Plugin } from '@docusaurus/types';

/** Build steps that cost minutes of CPU a day and give readers nothing. */
export default function buildSpeedPlugin(): Plugin {
  return {
    name: 'vendure-docs-build-speed',
    configureWebpack(_config, isServer) {
      // The server bundle only runs once, to render the pages at build time, so
      // scope hoisting (module concatenation) gains nothing there; it cost about
      // 2 s of bundling with Rspack 1.7 (11 s of CPU with 1.2, in Rspack's
      // trace). The client bundle keeps it: 2 KB less first-load JS.
      // Its chunk files are named by id alone: named by name and content hash, the
      // bundler's chunk-file function held a map of every chunk's id to each, an
      // object literal of every page's chunks built again at each chunk load, which
      // made page rendering grow with the square of the page count (4.4 s of 43 s of
      // static generation at 2,061 pages). The server bundle is deleted after the build.
      return isServer ? { optimization: { concatenateModules: false }, output: { chunkFilename: 'assets/js/[id].js' } } : {};
    },
    configurePostCss(options) {
      // postcss-preset-env rewrote every style sheet for older browsers (about
      // 3 s of the build's main thread); Lightning CSS, which minifies the
      // output, already lowers syntax and adds prefixes for our browserslist.
      // config: false: there is no PostCSS config file to find, and postcss-loader searched
      // the folders above every style sheet for one (1.2 s of the build's main thread).
      return { ...options, config: false, plugins: options.plugins.filter((plugin) => !String([plugin].flat()[0]).includes('postcss-preset-env')) };
    },
  };
}
