export * from './meta';
export * from './catalogue';
export * from './identity';
export * from './system';
export * from './files';
export * from './exam';
export * from './content';
export * from './flashcards';
