export * from './learner';
export * from './seed-grammar-course';
