export * from './errors';
export * from './common/sorting';
export * from './catalogue/list-course-indexes';
export * from './system/check-health';
