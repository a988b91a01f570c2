export * from './speaking';
export * from './grading';
export * from './grading-learner';
export * from './bands';
