export * from './learner';
