/** The parts of a V8 `.cpuprofile` this summary reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Who a stack frame belongs to: the npm package for code under node_modules
 * (`@mdx-js/mdx`, `react-dom`), two folders deep for the repository's own
 * code (`plugins/search-index`), the server bundle Docusaurus renders pages
 * with, or V8's own entries (`(garbage collector)`, and `(idle)`: the main
 * thread waiting, here mostly on Rspack's native threads).
 */
export function ownerOf(url: string, functionName: string, siteDir: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = path.slice(modules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (/\/__server\/|server\.bundle\.js$/.test(path)) return 'server bundle (page rendering)';
  if (path.startsWith(`${siteDir}/`)) return path.slice(siteDir.length + 1).split('/').slice(0, 2).join('/');
  if (path.startsWith('node:')) return 'node (built-in modules)';
  return path;
}

/** Self time in milliseconds by owner, largest first. */
export function selfTimeByOwner(profile: CpuProfile, siteDir: string): [string, number][] {
  const owners = new Map(profile.nodes.map((node) => [node.id, ownerOf(node.callFrame.url, node.callFrame.functionName, siteDir)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const owner = owners.get(id) ?? '(unknown)';
    totals.set(owner, (totals.get(owner) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
