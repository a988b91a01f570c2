export { ProgressBar } from './progress-bar';
export { useProgressRouter } from './use-progress-router';
export { startProgress, doneProgress, PROGRESS_OPTIONS } from './nprogress';
export { shouldStartProgress } from './should-start';
