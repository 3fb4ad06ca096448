import { VendureConfig } from '@vendure/core';
import path from 'node:path';

import { guidePlugins } from './guide-examples-theming/index.js';
import { withDashboard } from './vendure-config.js';

// The server of the theming page's screenshots: the User guide's, plus the plugins of that page's
// example, serving the Dashboard built with the page's own Vite config (guide-examples.ts writes
// both to guide-examples-theming/). Its theme would change every other image, so it is kept apart
// from the other guide examples.

// Against the tool's folder, the server's working directory (the build gets its outDir from cli.ts).
export const themingDashboardDir = path.resolve('dist/dashboard-theming');

export const config: VendureConfig = withDashboard(themingDashboardDir, guidePlugins);
