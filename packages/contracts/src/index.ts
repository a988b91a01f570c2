export * from './common/problem';
export * from './common/pagination';
export * from './common/health';
export * from './catalogue/course-index';
