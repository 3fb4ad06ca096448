import type { Supplement } from './supplement';

/**
 * `populate()` ships in `@vendure/core/cli` without a doc comment; the
 * deployment guide (getting data into production) tells readers to call it.
 * Every sentence was checked against `cli/populate.js` of @vendure/core 3.7.3
 * (line numbers below) and `dist/data-import/providers/populator/populator.js`.
 */
export const populate: Supplement = {
  packageName: '@vendure/core',
  file: 'cli/populate.d.ts',
  name: 'populate',
  reviewed: '@vendure/core@3.7.3',
  comment: `/**
 * @description
 * Fills a new installation from a script: it starts an app with your \`bootstrapFn\`,
 * writes the {@link InitialData} (countries and zones, tax rates, shipping and payment
 * methods, the channel's defaults, roles), and, when you give it a CSV file, imports the products and then creates
 * the collections. It resolves to the app \`bootstrapFn\` returned, still running:
 * close it when the script is done.
 *
 * - \`bootstrapFn\` must resolve to an app; when it resolves to nothing, \`populate()\`
 *   throws "Could not bootstrap the Vendure app".
 * - \`initialDataPathOrObject\` is the {@link InitialData} itself or a path that is
 *   loaded with Node's \`require()\`. A relative path is resolved from the folder of
 *   \`@vendure/core/cli\`, not from your script, so pass an absolute one.
 * - \`productsCsvPath\` is a product file in Vendure's import format. Without it, no
 *   products are imported and the \`collections\` of the initial data are not created.
 *   The import's errors are written to \`vendure-import-error.log\` in the working directory.
 * - \`channelOrToken\` is a {@link Channel} or a channel's token; without it, the data goes
 *   into the default channel. A token that matches no channel makes \`populate()\` reject
 *   with a \`ChannelNotFoundError\`, unless the default channel is the only one: then any
 *   token gives the default channel.
 *
 * An error while the initial data or the collections are written is logged, not
 * thrown: read the log, not only the exit code.
 *
 * @example
 * \`\`\`ts
 * import path from 'node:path';
 * import { bootstrap } from '@vendure/core';
 * import { populate } from '@vendure/core/cli';
 * import { config } from './vendure-config';
 * import { initialData } from './initial-data';
 *
 * populate(() => bootstrap(config), initialData, path.join(__dirname, 'products.csv'))
 *     .then((app) => app.close())
 *     .catch((error) => {
 *         console.error(error);
 *         process.exit(1);
 *     });
 * \`\`\`
 *
 * @docsCategory import-export
 * @docsPage populate
 */`,
  evidence: [
    'starts the app: cli/populate.js:15 (await bootstrapFn())',
    'throws "Could not bootstrap the Vendure app": cli/populate.js:16-18',
    'a token is looked up with getChannelFromToken, which throws ChannelNotFoundError for an unknown token unless the default channel is the only one (so the warning at cli/populate.js:23-25 is never reached): cli/populate.js:21-22, dist/service/services/channel.service.js:210-217',
    'a missing channel means the default channel: populator.js:198 (channel ?? getDefaultChannel())',
    'a string is require()d: cli/populate.js:30-32',
    'initial data first, then products and collections only with a CSV path: cli/populate.js:33-43',
    'import errors go to vendure-import-error.log in process.cwd(): cli/populate.js:36-40',
    'resolves to the app, which it does not close: cli/populate.js:45',
    'errors of initial data and collections are caught and logged: cli/populate.js:50-56, 62-70',
    'what is written from InitialData: populator.js:61-106 (countries and zones, tax rates, shipping methods, payment methods, channel defaults, roles)',
  ],
};
