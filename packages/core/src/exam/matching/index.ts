export * from './accepted-answer';
export * from './dates';
export * from './match-answer';
export * from './normalize-answer';
export * from './number-words';
export * from './word-limit';
