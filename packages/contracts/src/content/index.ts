export * from './fields';
export * from './define-content-type';
export * from './words';
export * from './reading/reading';
export * from './reading/learner';
