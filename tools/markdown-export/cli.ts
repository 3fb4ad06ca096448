import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeExport, exportMarkdown } from './export';
import { loadSiteFacts } from './load-site';
import { routesOfSitemap } from './routes';

/**
 * `npx tsx tools/markdown-export/cli.ts [build folder]`: writes the Markdown of
 * every page and the llms files into an existing build (default `build/`), as
 * the build's own plugin does, without rebuilding. The pages are those of the
 * build's sitemap.xml.
 */
const ROOT = path.resolve(__dirname, '../..');
const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
const sitemap = path.join(buildDir, 'sitemap.xml');
if (!existsSync(sitemap)) {
  console.error(`${buildDir} has no sitemap.xml: run \`npm run build\` first, or name a build folder.`);
  process.exit(1);
}

loadSiteFacts(ROOT)
  .then((site) => {
    const figures = exportMarkdown({
      buildDir,
      siteUrl: site.url,
      siteTitle: site.title,
      routes: routesOfSitemap(readFileSync(sitemap, 'utf8'), site.url),
      sections: site.sections,
      fallbackSummary: site.tagline,
    });
    console.log(describeExport(figures));
    if (figures.skipped.length > 0) process.exitCode = 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
