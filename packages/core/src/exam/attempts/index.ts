export * from './types';
export { toAttemptSummary } from './load-attempt';
export * from './start-attempt';
export * from './save-answer';
export * from './current-answers';
export * from './submit-attempt';
export * from './save-answers-batch';
export { startGradingWorker, stopGradingWorker, isGradingWorkerReady } from './grading-pool';
export { cacheAttemptStates, forgetAllAttemptStates, isCachingAttemptStates } from './attempt-state-cache';
