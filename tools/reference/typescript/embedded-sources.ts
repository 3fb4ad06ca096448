import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { SourceLocation } from './model';

/** The fields of a bundle's `.mjs.map` that are read: the sources and their full text. */
interface BundleMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/**
 * Finds declarations in the sources an Angular package's bundle maps embed
 * (`fesm2022/*.mjs.map` with `sourcesContent`), as the Admin UI publishes
 * them: the declaration is looked up by name in the source file that the
 * `.d.ts` file was compiled from, so interfaces and type aliases get their
 * line too. The maps name sources like `../../src/lib/core/src/common/x.ts`;
 * the part from `src/lib/` on is the path in the package's repository folder.
 */
export class EmbeddedSources {
  /** Per package folder: repository path → source text. */
  private readonly packages = new Map<string, Map<string, string>>();
  private readonly parsed = new Map<string, ts.SourceFile>();

  /**
   * `declarationFile` (absolute) is e.g. `<packageDir>/core/common/x.d.ts`,
   * compiled from `src/lib/core/src/common/x.ts` or `.tsx`. Undefined when no
   * bundle map embeds that source.
   */
  locate(declarationFile: string, packageDir: string, name: string): SourceLocation | undefined {
    const relative = path.relative(packageDir, declarationFile).split(path.sep).join('/');
    const match = /^([^/]+)\/(.+)\.d\.ts$/.exec(relative);
    if (!match) return undefined;
    const sources = this.sourcesOf(packageDir);
    const stem = `src/lib/${match[1]}/src/${match[2]}`;
    const sourcePath = [`${stem}.ts`, `${stem}.tsx`].find((candidate) => sources.has(candidate));
    if (!sourcePath) return undefined;
    const line = declarationLine(this.parse(packageDir, sourcePath, sources.get(sourcePath)!), name);
    return line ? { path: sourcePath, line } : { path: sourcePath };
  }

  private sourcesOf(packageDir: string): Map<string, string> {
    let sources = this.packages.get(packageDir);
    if (!sources) {
      sources = readEmbeddedSources(packageDir);
      this.packages.set(packageDir, sources);
    }
    return sources;
  }

  private parse(packageDir: string, sourcePath: string, text: string): ts.SourceFile {
    const key = path.join(packageDir, sourcePath);
    let file = this.parsed.get(key);
    if (!file) {
      const kind = sourcePath.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      file = ts.createSourceFile(sourcePath, text, ts.ScriptTarget.Latest, true, kind);
      this.parsed.set(key, file);
    }
    return file;
  }
}

/** Every source, by its repository path, that the package's `fesm2022/*.mjs.map` files embed. */
export function readEmbeddedSources(packageDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  const dir = path.join(packageDir, 'fesm2022');
  if (!existsSync(dir)) return sources;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs.map')).sort()) {
    const map = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as BundleMap;
    map.sources.forEach((source, i) => {
      const text = map.sourcesContent?.[i];
      const at = source.indexOf('src/lib/');
      // Only sources from the package's own tree, reached from the bundle folder by `../` alone.
      if (typeof text !== 'string' || at < 0 || !/^(\.\.\/)*$/.test(source.slice(0, at))) return;
      const repositoryPath = source.slice(at);
      if (!sources.has(repositoryPath)) sources.set(repositoryPath, text);
    });
  }
  return sources;
}

/**
 * The 1-based line of the name of the top-level declaration `name` in
 * `file` (the first, for overloads and merged declarations), so that a
 * decorated class links to its `export class` line rather than its decorator.
 */
export function declarationLine(file: ts.SourceFile, name: string): number | undefined {
  for (const statement of file.statements) {
    const declared = namesOf(statement).find((identifier) => identifier.text === name);
    if (declared) return file.getLineAndCharacterOfPosition(declared.getStart(file)).line + 1;
  }
  return undefined;
}

function namesOf(statement: ts.Statement): ts.Identifier[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name] : []));
  }
  if (
    ts.isClassDeclaration(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement)
  ) {
    return statement.name && ts.isIdentifier(statement.name) ? [statement.name] : [];
  }
  return [];
}
