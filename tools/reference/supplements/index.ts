import { populate } from './populate';
import type { Supplement } from './supplement';

export type { Supplement } from './supplement';

/** Every supplement, one file each (see supplement.ts). */
export const SUPPLEMENTS: readonly Supplement[] = [populate];
