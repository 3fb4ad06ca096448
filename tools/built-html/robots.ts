/**
 * Whether a built page asks search engines not to index it (`<meta name="robots" content="noindex…">`,
 * quoted or as the minifier leaves it). Such a page (the not-yet-written page) is kept out of
 * everything that lists pages: the sitemap (Docusaurus does that), llms.txt and the search index.
 */
export function isNoIndex(html: string): boolean {
  return /<meta\s[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html);
}
