import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

const normalize = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A class or interface page of the reference opens with a summary table of
 * its members (tools/reference/typescript/render.ts, `memberSummary`), each
 * row linking to the member's own section further down. On screen the table
 * is for scanning and jumping; in Markdown, read from top to bottom, it is
 * every signature twice, since each section repeats the row's type, flags,
 * default and version and adds the description and deprecation. So the
 * Markdown keeps the sections and leaves out a table whose header starts with
 * "Member" and whose every row leads to a heading of the same page; a table
 * with a row that has no section stays. Returns how many tables were removed.
 */
export function dropMemberSummaries($: CheerioAPI, body: Cheerio<Element>): number {
  const tables = body.find('table').filter((_, table) => normalize($(table).find('th').first().text()) === 'Member');
  if (tables.length === 0) return 0;
  const headingIds = new Set(
    body
      .find('h2[id], h3[id], h4[id], h5[id], h6[id]')
      .map((_, heading) => heading.attribs.id)
      .get(),
  );
  let removed = 0;
  tables.each((_, table) => {
    const rows = $(table).find('tr');
    const memberRows = rows.slice(1);
    if (memberRows.length === 0) return;
    const allLinked = memberRows.toArray().every((row) => {
      const href = $(row).children('td').first().find('a[href^="#"]').first().attr('href');
      return href !== undefined && headingIds.has(decodeURIComponent(href.slice(1)));
    });
    if (!allLinked) return;
    // The scrolling wrapper would be left empty.
    const wrapper = $(table).parent('.table-scroll');
    (wrapper.length ? wrapper : $(table)).remove();
    removed++;
  });
  return removed;
}
