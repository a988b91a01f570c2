// Refreshes the results section of bench/README.md (between <!-- results:start --> and
// <!-- results:end -->) from the stored runs: the newest load run per database engine and the newest
// Lighthouse run, whichever runner was used last.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatApiRunsMarkdown, type ApiRun } from './api-report';
import { formatComparisonMarkdown, newestComparison } from './instances-report';
import { loadRuns } from './results';
import { repoRoot } from './server';
import { formatWebRunMarkdown, type WebRun } from './web-report';

const readmeFile = path.join(repoRoot, 'bench/README.md');
const START = '<!-- results:start -->';
const END = '<!-- results:end -->';

/** The newest run of each engine (one server; runs behind a balancer are `--instances` comparisons, shown apart), oldest engine first (pglite before postgres when run together). */
export function newestPerEngine(runs: ApiRun[]): ApiRun[] {
  const newest = new Map<string, ApiRun>();
  for (const run of runs) if (run.target.instances === undefined) newest.set(run.target.engine, run);
  return [...newest.values()].sort((a, b) => a.target.engine.localeCompare(b.target.engine));
}

function renderSection(): string {
  const allApiRuns = loadRuns<ApiRun>('api');
  const webRun = loadRuns<WebRun>('web').at(-1);
  const parts = ['_Written by `npm run bench` and `npm run bench:web` from `bench/results/`; edits here are overwritten._', '', '### API load', ''];
  parts.push(formatApiRunsMarkdown(newestPerEngine(allApiRuns)));
  const comparison = newestComparison(allApiRuns);
  if (comparison.length) parts.push('', '### Several instances (`--instances`)', '', formatApiRunsMarkdown(comparison), '', formatComparisonMarkdown(comparison));
  parts.push('', '### Web (Lighthouse)', '', webRun ? formatWebRunMarkdown(webRun) : 'No Lighthouse run yet.');
  return parts.join('\n');
}

/** Rewrites the results section; says so and does nothing when the markers are missing. */
export function refreshReadme(): void {
  if (!existsSync(readmeFile)) return;
  const readme = readFileSync(readmeFile, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) {
    console.warn(`bench/README.md has no ${START} … ${END} section; results not copied there.`);
    return;
  }
  writeFileSync(readmeFile, `${readme.slice(0, start + START.length)}\n${renderSection()}\n${readme.slice(end)}`);
}
