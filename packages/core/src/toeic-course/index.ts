export * from './learner';
export * from './seed-toeic-course';
