/** Addresses and names the whole site shares: one place to change a link. */
export const siteUrl = 'https://docs.vendure.io';
export const mainSiteUrl = 'https://vendure.io';
export const sourceRepoUrl = 'https://github.com/vendurehq/vendure';
/** Authored pages live in the `docs/` folder of the source repository's default branch. */
export const docsEditUrl = `${sourceRepoUrl}/edit/master/docs/`;
export const copyrightYear = 2025;
