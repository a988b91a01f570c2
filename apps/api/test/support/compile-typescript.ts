import ts from 'typescript';

/**
 * Type-checks TypeScript held in memory (a generated client and code that uses it) as one program,
 * with the standard library read from the installed typescript: the diagnostics a real build reports,
 * which `ts.transpileModule` (syntax only) would not.
 */
export function typeCheck(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    // The generated types need no more than ES5's (Record, Array); the library itself is not checked.
    lib: ['lib.es5.d.ts'],
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const inMemory = (fileName: string) => files[fileName.replace(/^\/+/, '')];
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = inMemory(fileName);
    return text === undefined ? getSourceFile(fileName, languageVersion, ...rest) : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => inMemory(fileName) !== undefined || fileExists(fileName);
  host.readFile = (fileName) => inMemory(fileName) ?? readFile(fileName);
  host.getCurrentDirectory = () => '/';
  const program = ts.createProgram({ rootNames: Object.keys(files).map((name) => `/${name}`), options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${diagnostic.file.fileName}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
}
