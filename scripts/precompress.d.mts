// Types of precompress.mjs (a plain ES module that web-build.mjs runs after `next build`).
export declare const COMPRESSIBLE: Set<string>;
export declare const MIN_BYTES: number;
export declare function precompressStatic(webDir: string, options?: { concurrency?: number }): Promise<{ files: number; raw: number; br: number }>;
