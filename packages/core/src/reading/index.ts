export * from './course-index';
export * from './read-passage';
export * from './practice';
export * from './seed-reading-course';
export { loadPublishedLesson, loadPublishedPassage } from './published';
export { tinyReadingCourse } from './reading-course-fixture';
export * from './attach-demo-videos';
