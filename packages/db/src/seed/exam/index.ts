export { demoReadingTest } from './demo-reading-test';
