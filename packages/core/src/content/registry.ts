import type { ContentService } from './content-service';
import { courseService } from '../catalogue/course-service';
import { readingContentServices } from './reading/reading-services';

/** Every declared content type's service: the API serves each, the declaration tests check each. */
export const contentServices: readonly ContentService[] = [courseService, ...readingContentServices];
