import Module from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The guide examples' services and resolvers are NestJS providers, injected by the types of their
// constructor parameters, which only TypeScript's `emitDecoratorMetadata` records. tsx (esbuild)
// cannot emit it, so a provider would be built with no arguments. A Vendure project compiles with
// tsc, and so do the examples here: their `.ts` files go through TypeScript's own transpiler, with
// the decorator settings of a project's tsconfig; every other file keeps tsx.

type Compile = (module: { _compile(code: string, filename: string): void }, filename: string) => void;

export function compileWithDecoratorMetadata(dir: string): void {
    // Node's CommonJS loader hooks, where tsx registers `.ts` too (the examples' folder is CommonJS).
    const extensions = (Module as unknown as { _extensions: Record<string, Compile> })._extensions;
    const previous = extensions['.ts'];
    const root = path.resolve(dir) + path.sep;
    extensions['.ts'] = (module, filename) => {
        if (!filename.startsWith(root)) {
            return previous(module, filename);
        }
        const source = ts.sys.readFile(filename) ?? '';
        const { outputText } = ts.transpileModule(source, {
            fileName: filename,
            compilerOptions: {
                module: ts.ModuleKind.CommonJS,
                target: ts.ScriptTarget.ES2022,
                esModuleInterop: true,
                experimentalDecorators: true,
                emitDecoratorMetadata: true,
                // As in a project made by @vendure/create: with define semantics, an entity's declared
                // columns would be reset to undefined after VendureEntity's constructor has set them.
                useDefineForClassFields: false,
            },
        });
        module._compile(outputText, filename);
    };
}
