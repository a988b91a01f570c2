export * from './fields';
export * from './define-content-type';
export * from './words';
export * from './course';
export * from './reading/reading';
export * from './reading/video-learner';
export * from './reading/learner';
export * from './flashcards/word-list';
