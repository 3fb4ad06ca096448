import { VendureConfig } from '@vendure/core';
import path from 'node:path';

import { guidePlugins } from './guide-examples-src/index.js';
import { withDashboard } from './vendure-config.js';

// The server of the "Extending the Dashboard" screenshots: the User guide's, plus the plugins of
// the guide pages' examples (guide-examples.ts writes them to guide-examples-src/, not a dot folder:
// the Vite plugin's search for plugin files skips those). A Dashboard build
// of its own, so the User guide's screens never show an example's menu item or page block.

export const guideDashboardDir = path.resolve('dist/dashboard-guide');

export const config: VendureConfig = withDashboard(guideDashboardDir, guidePlugins);
