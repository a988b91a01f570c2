import path from 'node:path';
import { fileURLToPath } from 'node:url';

export * from './lessons';

/** The folder of the committed recordings (scripts/make-toeic-course-audio.mjs) and the Part 1 picture. */
export const demoToeicCourseMediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
