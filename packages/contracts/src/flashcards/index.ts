export * from './word-lists';
export * from './study';
export * from './games';
export * from './answer-check';
