// The grading worker's entry (grading-pool.ts starts it). A worker thread does not inherit the
// TypeScript loader of the thread that starts it (`node --import tsx` registers it for the main
// thread only, and vitest's transform does not reach workers), so the worker registers tsx itself
// before it loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./grading-worker.ts');
