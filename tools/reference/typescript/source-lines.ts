import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { EmbeddedSources } from './embedded-sources';
import type { SourceLocation } from './model';
import { type RawSourceMap, type Segment, decodeMappings, originalPosition } from './source-map';

interface CompiledFile {
  /** The source the map names, relative to the package folder. */
  sourcePath: string;
  lines: Segment[][];
  js: ts.SourceFile;
}

/**
 * Finds the source file and line of a declaration read from a published
 * `.d.ts` file, through the `.js` file compiled beside it and its `.js.map`,
 * whose `sources` point into the repository's `src/`. Only code that compiles
 * to JavaScript (classes, functions, enums, constants) has a mapped line;
 * interfaces and type aliases leave no JavaScript, so they get the file alone.
 * Declarations read from published sources (the Dashboard's) have their line
 * in hand and do not come here. A package published as Angular bundles (the
 * Admin UI) has no compiled file beside its `.d.ts` files, but its bundle maps
 * embed the sources, which name every declaration's line.
 */
export class SourceLines {
  private readonly compiled = new Map<string, CompiledFile | undefined>();
  private readonly embedded = new EmbeddedSources();

  /** Where the declaration `node`, read from `file` (absolute), is written: a published source knows its own line. */
  of(node: ts.Node, file: string, packageDir: string, name: string): SourceLocation | undefined {
    if (file.endsWith('.d.ts')) return this.locate(file, packageDir, name) ?? this.embedded.locate(file, packageDir, name);
    return { path: path.relative(packageDir, file).split(path.sep).join('/'), line: lineOf(node) };
  }

  /** `declarationFile` is absolute; `packageDir` is the installed package's folder. */
  locate(declarationFile: string, packageDir: string, name: string): SourceLocation | undefined {
    const file = this.compiledFile(declarationFile, packageDir);
    if (!file) return undefined;
    const node = file.js.statements.find((statement) => declares(statement, name)) ?? file.js.statements.find((statement) => assignsExport(statement, name));
    if (!node) return { path: file.sourcePath };
    const start = file.js.getLineAndCharacterOfPosition(node.getStart(file.js));
    const mapped = originalPosition(file.lines, start.line, start.character);
    return mapped && mapped.source === 0 ? { path: file.sourcePath, line: mapped.sourceLine + 1 } : { path: file.sourcePath };
  }

  private compiledFile(declarationFile: string, packageDir: string): CompiledFile | undefined {
    if (this.compiled.has(declarationFile)) return this.compiled.get(declarationFile);
    const file = readCompiledFile(declarationFile, packageDir);
    this.compiled.set(declarationFile, file);
    return file;
  }
}

function readCompiledFile(declarationFile: string, packageDir: string): CompiledFile | undefined {
  const jsFile = declarationFile.replace(/\.d\.ts$/, '.js');
  const mapFile = `${jsFile}.map`;
  if (!declarationFile.endsWith('.d.ts') || !existsSync(jsFile) || !existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  // One source per compiled file is what tsc writes; anything else is not a file-to-file mapping.
  if (map.version !== 3 || map.sources.length !== 1) return undefined;
  const absolute = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', map.sources[0]);
  const sourcePath = path.relative(packageDir, absolute).split(path.sep).join('/');
  if (sourcePath.startsWith('..') || path.isAbsolute(sourcePath)) return undefined;
  const js = ts.createSourceFile(jsFile, readFileSync(jsFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  return { sourcePath, lines: decodeMappings(map.mappings), js };
}

/**
 * Whether a top-level JavaScript statement is the compiled declaration:
 * `class X`, `function X`, `const X = …`, a decorated class's
 * `let X = class X …`, or an enum's `var X;`. `exports.X = …` is not.
 */
function declares(statement: ts.Statement, name: string): boolean {
  if (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) return statement.name?.text === name;
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
  return false;
}

/** `exports.X = <value>`: how tsc compiles `export const X = <value>` to CommonJS (`exports.X = void 0` only announces it). */
function assignsExport(statement: ts.Statement, name: string): boolean {
  if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) return false;
  const { left, operatorToken, right } = statement.expression;
  // `exports.a = exports.b = void 0` announces several at once.
  let value = right;
  while (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.EqualsToken) value = value.right;
  return (
    operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(left) &&
    left.expression.getText() === 'exports' &&
    left.name.text === name &&
    !ts.isVoidExpression(value)
  );
}

/** The 1-based line a node starts on (after its comments), for declarations read from sources. */
function lineOf(node: ts.Node): number {
  const source = node.getSourceFile();
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}
