import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { guideScreens as mainGuideScreens, themingScreens } from './guide-screens.js';
import { screens } from './screens.js';

// Runs in the root `npm run test:unit` without the tool's install: screens.ts imports types only.

const userGuide = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/user-guide');
const guideScreens = [...mainGuideScreens, ...themingScreens];
const dashboardGuide = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/guides/extending-the-dashboard');

describe('the screenshot manifest', () => {
    it('puts every image beside a User guide page, so a moved page does not leave images behind', () => {
        const orphans = screens
            .map(screen => screen.file)
            .filter(file => !fs.existsSync(path.join(userGuide, path.dirname(file), 'index.mdx')));
        assert.deepEqual(orphans, []);
    });

    it('names each guide image after the page beside it, so a renamed page does not leave images behind', () => {
        const orphans = guideScreens
            .map(screen => screen.file)
            .filter(file => !fs.existsSync(path.join(dashboardGuide, `${file.split('.')[0]}.mdx`)));
        assert.deepEqual(orphans, []);
    });

    it('names each image once, as a .webp in lower-case words', () => {
        const files = [...screens, ...guideScreens].map(screen => screen.file);
        assert.deepEqual(files.filter((file, index) => files.indexOf(file) !== index), []);
        assert.deepEqual(files.filter(file => !/^[a-z0-9/-]+(\.[a-z0-9-]+)?\.webp$/.test(file)), []);
    });

    it('starts every screen from a Dashboard route', () => {
        assert.deepEqual([...screens, ...guideScreens].filter(screen => !screen.route.startsWith('/')).map(s => s.file), []);
    });
});
