import type { SourceLocation } from './model';

/**
 * Maps a declaration file inside a published package to its source file in the
 * framework's repository at the package's version tag. The published layouts
 * differ per package: `dist/`, `lib/`, `lib/src/`, `package/`, the Admin
 * UI's Angular libraries (`core/…` → `src/lib/core/src/…`), and the
 * Dashboard, which publishes its sources as they are and compiles its server
 * and Vite plugins from `plugin/` and `vite/` beside `src/`.
 */
export function sourceUrl(repoUrl: string, packageName: string, version: string, file: string, location?: SourceLocation): string {
  const dir = packageName.replace('@vendure/', '');
  // The package's own source map (or source) names the file, and the line when there is compiled code to map.
  if (location) return `${repoUrl}/blob/v${version}/packages/${dir}/${location.path}${location.line ? `#L${location.line}` : ''}`;
  if (dir === 'dashboard') return `${repoUrl}/blob/v${version}/packages/${dir}/${file.replace(/^dist\//, '').replace(/\.d\.ts$/, '.ts')}`;
  let rest = file.replace(/^(dist|lib|package)\//, '').replace(/^src\//, '');
  if (dir === 'admin-ui') rest = rest.replace(/^([^/]+)\//, 'lib/$1/src/');
  const ext = /react-components\//.test(rest) ? '.tsx' : '.ts';
  return `${repoUrl}/blob/v${version}/packages/${dir}/src/${rest.replace(/\.d\.ts$/, ext)}`;
}
