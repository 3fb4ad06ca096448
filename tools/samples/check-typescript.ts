import path from 'node:path';
import ts from 'typescript';
import type { SampleBlock, SampleError } from './sample-blocks';

/**
 * The settings of a project made by `@vendure/create`, so a sample that passes
 * here compiles in a reader's project too.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2019,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strict: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
  strictPropertyInitialization: false,
  skipLibCheck: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node'],
  // Every block is a module even without import/export, so blocks never share globals.
  moduleDetection: ts.ModuleDetectionKind.Force,
};

/**
 * Admin UI extension code is not compiled by the project but by the Angular
 * CLI inside `@vendure/ui-devkit`'s scaffold (`scaffold/tsconfig.json` of
 * 3.7.3): ES modules with Node 10 resolution, the classic JSX runtime (React
 * components must import React) and implicit `any` allowed.
 */
const UI_EXTENSION_COMPILER_OPTIONS: ts.CompilerOptions = {
  ...COMPILER_OPTIONS,
  module: ts.ModuleKind.ES2020,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2019.d.ts', 'lib.dom.d.ts', 'lib.es2018.asynciterable.d.ts'],
  noImplicitAny: false,
  emitDecoratorMetadata: false,
  jsx: ts.JsxEmit.React,
  types: [],
};

/**
 * Dashboard extensions are compiled by Vite, type-checked with the settings a
 * Vendure 3.7 project keeps for them (its `tsconfig.dashboard.json`): ES
 * modules with bundler resolution, the automatic JSX runtime, and the alias
 * the Dashboard's own published sources import each other by.
 */
export function dashboardCompilerOptions(dashboardPackageDir: string): ts.CompilerOptions {
  return {
    ...COMPILER_OPTIONS,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    paths: { '@/vdb/*': [path.join(dashboardPackageDir, 'src/lib/*')] },
  };
}

/** Code for the Dashboard's compiler: it imports the Dashboard or its Vite plugin, or sits in a plugin's `dashboard/` folder. */
const DASHBOARD_CODE = /from\s+['"](@vendure\/dashboard(?![\w-])|vite['"])/;
export const isDashboardCode = (block: SampleBlock) => DASHBOARD_CODE.test(block.code) || /(^|\/)dashboard\/[^/]+\.tsx?$/.test(block.title ?? '');

/** Code for the Angular Admin UI's compiler: it imports Angular or the Admin UI, or sits in an extension's `ui/` folder. */
const UI_EXTENSION = /from\s+['"](@angular\/|@vendure\/admin-ui(?![\w-])|@vendure\/ui-devkit\/client)/;
const isUiExtension = (block: SampleBlock) => UI_EXTENSION.test(block.code) || /(^|\/)ui\//.test(block.title ?? '');

interface Segment {
  block: SampleBlock;
  /** 0-based line of the block's first line in the virtual file. */
  offset: number;
}

interface VirtualFile {
  text: string;
  segments: Segment[];
}

export interface TypeScriptCheckOptions {
  /** Directory whose node_modules holds the pinned packages. */
  root: string;
  /**
   * Where project blocks become virtual files; module resolution walks up from
   * there to the site's own packages.
   */
  samplesDir: string;
  /**
   * Where Admin UI extension blocks become virtual files: beside the unpacked
   * Admin UI and Angular declarations, whose rxjs must not meet the project's.
   */
  uiSamplesDir: string;
  /** Pages whose front matter sets `sample_scope: page`: their untitled blocks form one module. */
  pageScoped?: ReadonlySet<string>;
  /**
   * Where pages with Dashboard code become virtual files, and the installed
   * `@vendure/dashboard` they compile against: the screenshot tool's install,
   * which has React, TanStack and the rest (`ensureDashboardInstall`).
   */
  dashboard?: { samplesDir: string; packageDir: string };
}

/**
 * Places each block in a virtual file under `<dir>/<page>/`. Blocks
 * titled with a file path become that file (several blocks with one title are
 * joined), so `import { x } from './other'` works between the files of a page.
 */
export function virtualFiles(blocks: SampleBlock[], dir: string, options: Pick<TypeScriptCheckOptions, 'pageScoped'>): Map<string, VirtualFile> {
  const files = new Map<string, VirtualFile>();
  for (const block of blocks) {
    const ext = block.jsx ? '.tsx' : '.ts';
    const pageDir = path.join(dir, block.file.replace(/\.mdx?$/, ''));
    const name =
      block.title && /\.(tsx?|mts|cts)$/.test(block.title)
        ? block.title
        : options.pageScoped?.has(block.file)
          ? `page${ext}`
          : `block-${block.line}${ext}`;
    const fileName = path.join(pageDir, name);
    const file = files.get(fileName) ?? { text: '', segments: [] };
    const offset = file.text === '' ? 0 : file.text.split('\n').length;
    file.text = file.text === '' ? block.code : `${file.text}\n${block.code}`;
    file.segments.push({ block, offset });
    files.set(fileName, file);
  }
  return files;
}

function locate(file: VirtualFile, line: number): { block: SampleBlock; line: number } {
  const segment = [...file.segments].reverse().find((s) => s.offset <= line) ?? file.segments[0];
  return { block: segment.block, line: segment.block.line + (line - segment.offset) };
}

/**
 * Declarations that change types outside their own file (`declare global`,
 * `declare module '@vendure/core'` for custom fields) would leak into every
 * other page's samples, so pages that have them get a program of their own.
 */
const AUGMENTS = /\bdeclare\s+(global\b|module\s+['"])/;

/**
 * Type-checks the blocks: pages without augmentations share one program per
 * compiler (project or Admin UI extension), so the packages' types load once.
 */
export function checkTypeScript(blocks: SampleBlock[], options: TypeScriptCheckOptions): SampleError[] {
  const isolatedPages = new Set(blocks.filter((b) => AUGMENTS.test(b.code)).map((b) => b.file));
  // A page with Dashboard code compiles whole beside the Dashboard, so its plugin file and its extension can import each other.
  const dashboardPages = new Set(blocks.filter(isDashboardCode).map((b) => b.file));
  if (dashboardPages.size > 0 && !options.dashboard) throw new Error('Dashboard samples need options.dashboard (the installed @vendure/dashboard)');
  const groups = new Map<string, SampleBlock[]>();
  for (const block of blocks) {
    // Angular Admin UI code keeps its own compiler on a Dashboard page too (a migration guide shows both).
    const compiler: Compiler = isUiExtension(block) ? 'ui' : dashboardPages.has(block.file) ? 'dashboard' : 'project';
    const key = `${compiler}\0${isolatedPages.has(block.file) ? block.file : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), block]);
  }
  return [...groups].flatMap(([key, group]) => {
    const compiler = key.split('\0')[0] as Compiler;
    const { dir, compilerOptions } =
      compiler === 'ui'
        ? { dir: options.uiSamplesDir, compilerOptions: UI_EXTENSION_COMPILER_OPTIONS }
        : compiler === 'dashboard'
          ? { dir: options.dashboard!.samplesDir, compilerOptions: dashboardCompilerOptions(options.dashboard!.packageDir) }
          : { dir: options.samplesDir, compilerOptions: { ...COMPILER_OPTIONS, ...devkitPaths(options.uiSamplesDir) } };
    return checkProgram(virtualFiles(group, dir, options), dir, options.root, compilerOptions, caches[compiler]);
  });
}

type Compiler = 'project' | 'ui' | 'dashboard';

/**
 * Parsed package and lib declarations, shared by every program of one compiler in this process (a check builds
 * several, and the unit tests several checks), never across compilers. Declarations on disk do not change while
 * a check runs.
 */
const caches: Record<Compiler, Map<string, ts.SourceFile>> = { ui: new Map(), project: new Map(), dashboard: new Map() };

/**
 * Server code imports `@vendure/ui-devkit/compiler` to build the Admin UI; the
 * devkit's declarations are unpacked beside the Admin UI's, not installed.
 */
function devkitPaths(uiSamplesDir: string): ts.CompilerOptions {
  const devkit = path.join(path.dirname(uiSamplesDir), 'node_modules', '@vendure', 'ui-devkit');
  return { paths: { '@vendure/ui-devkit/*': [path.join(devkit, '*')] } };
}

function checkProgram(
  files: Map<string, VirtualFile>,
  samplesDir: string,
  root: string,
  compilerOptions: ts.CompilerOptions,
  cache: Map<string, ts.SourceFile>,
): SampleError[] {
  const virtualDirs = new Set<string>();
  for (const name of files.keys()) {
    for (let dir = path.dirname(name); dir.length >= samplesDir.length; dir = path.dirname(dir)) virtualDirs.add(dir);
  }
  const host = ts.createCompilerHost(compilerOptions, true);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name)?.text ?? readFile.call(host, name);
  host.directoryExists = (name) => virtualDirs.has(name) || (directoryExists?.call(host, name) ?? false);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const file = files.get(name);
    if (file) return ts.createSourceFile(name, file.text, languageVersion, true);
    // Package and lib declarations are parsed once for all programs.
    const cached = cache.get(name) ?? getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
    if (cached) cache.set(name, cached);
    return cached;
  };

  const program = ts.createProgram({
    rootNames: [...files.keys()],
    options: { ...compilerOptions, typeRoots: [path.join(root, 'node_modules/@types')] },
    host,
  });
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const name of files.keys()) {
    const source = program.getSourceFile(name);
    if (source) diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
  }
  return diagnostics.map((diagnostic) => {
    const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    const file = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!file || diagnostic.start === undefined) return { file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message };
    const at = locate(file, diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line);
    return { file: at.block.file, line: at.line, message };
  });
}
