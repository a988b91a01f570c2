export * from './segments';
export * from './peaks';
export * from './learner';
export * from './seed-listening-course';
