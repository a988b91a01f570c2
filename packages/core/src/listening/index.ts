export * from './segments';
export * from './peaks';
export * from './learner';
