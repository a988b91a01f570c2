export * from './content-service';
export * from './content-tables';
export * from './row-values';
export * from './reading/reading-services';
export * from './flashcards/word-list-services';
export * from './registry';
export * from './speaking/speaking-services';
export * from './listening/listening-services';
