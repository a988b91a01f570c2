export * from './grading';
export * from './grading-learner';
