export * from './test-tree';
export * from './learner-test';
export * from './list-online-lessons';
export * from './list-online-tests';
export * from './take-attempt';
export * from './submit-online-test';
export * from './results';
