// Every scenario of `npm run bench`, in the order they run: the cheap ones, the exam day (fetch,
// start spike, autosave, submit burst), then the admin lists.
import type { Scenario } from '../scenario';
import { adminResults, adminUsers } from './admin';
import { courseIndex, health, learnerHome } from './basic';
import { autosave, startSpike, submitBurst, testFetch } from './exam';

export const apiScenarios: Scenario[] = [health, courseIndex, testFetch, startSpike, autosave, submitBurst, adminUsers, adminResults, learnerHome];

/** The scenarios of a run: every non-optional one, or the ones named (comma-separated) by --only. */
export function selectScenarios(only: string | undefined, scenarios: Scenario[] = apiScenarios): Scenario[] {
  if (!only) return scenarios.filter((scenario) => !scenario.isOptional);
  const names = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length) throw new Error(`--only: no scenario ${unknown.join(', ')} (known: ${scenarios.map((scenario) => scenario.name).join(', ')})`);
  return scenarios.filter((scenario) => names.includes(scenario.name));
}
