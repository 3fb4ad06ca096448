import path from 'node:path';
import { SUPPLEMENTS, type Supplement } from '../supplements';
import type { PackageInput } from './inputs';

/**
 * Hands the read stage the doc comment of a supplemented declaration (see
 * tools/reference/supplements/). A supplement stands in for a missing comment
 * only: when the package itself documents the declaration, or the version
 * differs from the one the text was checked against, or the declaration is
 * gone, generation fails, so that a reviewer updates or removes the file
 * instead of shipping text nobody checked.
 */
export class SupplementedComments {
  private readonly used = new Set<Supplement>();

  constructor(private readonly supplements: readonly Supplement[] = SUPPLEMENTS) {}

  private of(pkg: PackageInput, file: string): Supplement[] {
    const rel = path.relative(pkg.dir, file).split(path.sep).join('/');
    return this.supplements.filter((s) => s.packageName === pkg.name && s.file === rel);
  }

  /** Whether a declaration file holds a supplemented declaration (the reader then reads it even without `@docsCategory`). */
  covers(pkg: PackageInput, file: string): boolean {
    return this.of(pkg, file).length > 0;
  }

  /** The comment to read for a declaration: its own, or the supplement's when it has none. */
  commentFor(pkg: PackageInput, file: string, name: string, own: string | undefined): string | undefined {
    const supplement = this.of(pkg, file).find((s) => s.name === name);
    if (!supplement) return own;
    if (own) throw new Error(`${pkg.name} ${supplement.file}: ${name} has a doc comment of its own now; review and remove tools/reference/supplements/ for it`);
    if (supplement.reviewed !== `${pkg.name}@${pkg.version}`) {
      throw new Error(`The supplement for ${name} was checked against ${supplement.reviewed}, the reference reads ${pkg.name}@${pkg.version}: review it against the new code`);
    }
    this.used.add(supplement);
    return supplement.comment;
  }

  /** Fails for a supplement of a package being read whose declaration was not found. */
  assertAllUsed(packages: readonly PackageInput[]): void {
    const names = new Set(packages.map((p) => p.name));
    const unused = this.supplements.filter((s) => names.has(s.packageName) && !this.used.has(s));
    if (unused.length > 0) throw new Error(`Supplements for declarations not found: ${unused.map((s) => `${s.packageName} ${s.file}#${s.name}`).join(', ')}`);
  }
}
