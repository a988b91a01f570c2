export * from './contractions';
export * from './number-words';
export * from './check-dictation';
export * from './learner';
