export * from './contractions';
export * from './learner';
