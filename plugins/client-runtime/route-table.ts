import type { ComponentType } from 'react';
import { matchRoutes, type RouteConfig } from 'react-router-config';
import { compareRouteKeys, routeKey, sectionChunkName } from './route-keys.cjs';

/** A route's chunk names, as routesChunkNames.json holds them (nested for `__props` and the like). */
export type ChunkNames = Record<string, unknown>;

/** A route as lazy-routes.cjs ships it: its component as a hash, its chunk names, and where its sections start. */
export interface ShippedRoute {
  path: string;
  exact?: boolean;
  hash?: string;
  chunks?: ChunkNames;
  routes?: ShippedRoute[];
  /** `[section index, first key]`, ordered by key; the first key is ''. */
  sections?: [number, string][];
  [attribute: string]: unknown;
}

/** A section module: its routes (it has added its registry entries). */
export type SectionLoader = () => Promise<{ default: ShippedRoute[] }>;

export interface RouteSection {
  /** The chunk that holds the section (route-keys.cjs). */
  readonly chunkName: string;
  readonly loaded: boolean;
  /** Loads the section and appends its routes to their parent's; once. */
  load(): Promise<void>;
  /** Settles once the section has loaded, without loading it. */
  readonly whenLoaded: Promise<void>;
}

export interface RouteTable {
  /** The routes, as `@generated/routes` exports them: sections appear in them once loaded. */
  routes: RouteConfig[];
  /** `routesChunkNames.json` for the routes loaded so far. */
  chunkNames: Record<string, ChunkNames>;
  /** The sections not loaded yet that may hold a route `pathname` matches. */
  missingSections(pathname: string): RouteSection[];
  /** Loads them, until every route `pathname` may match is in the table. */
  loadSections(pathname: string): Promise<void>;
}

interface Parent {
  routes: RouteConfig[];
  starts: [RouteSection, string][];
}

/**
 * The browser's route table (lazy-routes.cjs writes the module that calls
 * this). A route's component is created the first time it is read: only
 * matched routes are. A parent whose leaf routes were cut into sections
 * (route-sections.cjs) gets them appended when a section loads; routes
 * already there keep their place, so React keeps the page that is shown.
 */
export function createRouteTable(shipped: ShippedRoute[], loaders: SectionLoader[], createComponent: (path: string, hash?: string) => ComponentType<object>): RouteTable {
  const chunkNames: Record<string, ChunkNames> = {};
  const parents = new WeakMap<RouteConfig, Parent>();

  const section = (index: number, parent: () => Parent): RouteSection => {
    let loading: Promise<void> | undefined;
    let markLoaded!: () => void;
    const whenLoaded = new Promise<void>((resolve) => (markLoaded = resolve));
    const state = {
      chunkName: sectionChunkName(index),
      loaded: false,
      whenLoaded,
      load(): Promise<void> {
        loading ??= loaders[index]().then(
          (module) => {
            parent().routes.push(...withComponents(module.default));
            state.loaded = true;
            markLoaded();
          },
          (error: unknown) => {
            // A later navigation may try again (Docusaurus reloads the page when a preload fails).
            loading = undefined;
            throw error;
          },
        );
        return loading;
      },
    };
    return state;
  };

  function withComponents(routes: ShippedRoute[]): RouteConfig[] {
    return routes.map(({ hash, chunks, routes: children, sections, ...attributes }) => {
      const route: RouteConfig = attributes;
      let created: ComponentType<object> | undefined;
      if (hash !== undefined) chunkNames[`${attributes.path}-${hash}`] = chunks ?? {};
      if (children) route.routes = withComponents(children);
      if (sections) {
        const parent: Parent = { routes: route.routes ?? (route.routes = []), starts: [] };
        parent.starts = sections.map(([index, start]) => [section(index, () => parent), start]);
        parents.set(route, parent);
      }
      return Object.defineProperty(route, 'component', {
        enumerable: true,
        get: () => (created ??= createComponent(attributes.path, hash)),
      });
    });
  }

  const routes = withComponents(shipped);

  function missingSections(pathname: string): RouteSection[] {
    const key = routeKey(pathname);
    return matchRoutes(routes, pathname).flatMap(({ route }) => {
      const parent = parents.get(route);
      if (!parent) return [];
      // The last section that starts at or before the key; the first starts at ''.
      let [found] = parent.starts[0];
      for (const [candidate, start] of parent.starts) if (compareRouteKeys(start, key) <= 0) found = candidate;
      return found.loaded ? [] : [found];
    });
  }

  async function loadSections(pathname: string): Promise<void> {
    for (let missing = missingSections(pathname); missing.length > 0; missing = missingSections(pathname)) {
      await Promise.all(missing.map((found) => found.load()));
    }
  }

  return { routes, chunkNames, missingSections, loadSections };
}
