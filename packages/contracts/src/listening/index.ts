export * from './contractions';
export * from './learner';
export * from './number-words';
export * from './check-dictation';
