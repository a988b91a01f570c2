export * from './ranges';
export * from './learner-videos';
export * from './video-lesson-stats';
export * from './seed-demo-videos';
