// Types of compile-hints.mjs (a plain ES module that web-build.mjs runs after `next build`).
export declare const COMPILE_HINT: string;
export declare function firstLoadChunks(webDir: string): string[];
export declare function shiftSourceMap<T extends { mappings?: string; sections?: { offset?: { line?: number; column?: number } }[] }>(map: T): T;
export declare function addCompileHints(webDir: string): number;
