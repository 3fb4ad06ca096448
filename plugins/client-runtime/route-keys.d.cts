export function routeKey(path: string): string;
export function compareRouteKeys(a: string, b: string): number;
export function sectionChunkName(index: number): string;
