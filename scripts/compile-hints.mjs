// After `next build`: marks the browser chunks that some route loads at start-up (its first load,
// as the build lists it in .next/diagnostics/route-bundle-stats.json) with V8's explicit compile hint
// `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers ignore a comment). Chromium
// then compiles their functions on the background thread that streams each script in, instead of
// lazily on the main thread when each is first called: on a learner's page load that lazy compiling
// was about a third of the main thread's work (200-260 ms of 550-650 at full speed on the bench
// machine, measured in Chromium traces), all of it in the tasks that keep the page from answering.
// Chunks loaded later (a dialog's, an editor's) keep V8's lazy compiling: most of their functions
// may never run. Next has no option for this, hence a step after the build; each marked file's source
// map, when the build wrote one, moves down the one line the comment adds.
// No subresource integrity is configured (next.config.ts): a hash of the chunks would have to be
// computed after this step.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk files (paths relative to the web app) that any route of the build loads at start-up. */
export function firstLoadChunks(webDir) {
  const statsFile = path.join(webDir, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(statsFile)) return [];
  const routes = JSON.parse(readFileSync(statsFile, 'utf8'));
  const chunks = new Set();
  for (const route of Array.isArray(routes) ? routes : []) {
    for (const chunk of route.firstLoadChunkPaths ?? []) if (typeof chunk === 'string' && chunk.endsWith('.js')) chunks.add(chunk);
  }
  return [...chunks].sort();
}

/** A source map (plain or indexed) for its script with one more line at the top. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: (section.offset?.line ?? 0) + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** The source map file a script names on its last `//# sourceMappingURL=` line, if it exists. */
function sourceMapOf(file, source) {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  if (!url || url.startsWith('data:')) return undefined;
  const mapFile = path.join(path.dirname(file), url);
  return existsSync(mapFile) ? mapFile : undefined;
}

/** Puts the hint at the top of each first-load chunk that lacks it; returns how many files it marked. */
export function addCompileHints(webDir) {
  let marked = 0;
  for (const chunk of firstLoadChunks(webDir)) {
    const file = path.join(webDir, chunk);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    const mapFile = sourceMapOf(file, source);
    if (mapFile) writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
    marked += 1;
  }
  return marked;
}
