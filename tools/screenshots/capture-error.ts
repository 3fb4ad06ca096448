import type { Screen } from './screens.js';

// Its own file so cli.ts can recognise it before the tool's packages are installed.

/** A screen that could not be captured, with what the capture was waiting for. */
export class ScreenError extends Error {
    /** What the page looked like when the capture gave up, if a screenshot could be taken. */
    pageImage?: string;

    constructor(
        readonly screen: Screen,
        readonly expected: string,
        readonly cause: unknown,
    ) {
        super(`${screen.file} (route ${screen.route}): expected ${expected}`);
    }
}
