export * from './fields';
export * from './define-content-type';
export * from './words';
export * from './course';
export * from './reading/reading';
