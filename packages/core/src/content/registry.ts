import type { ContentService } from './content-service';
import { courseService } from '../catalogue/course-service';
import { menuService } from '../system/menus';
import { permissionService } from '../system/permissions';
import { roleService } from '../system/roles';
import { classService } from '../system/classes';
import { userService } from '../system/users';
import { readingContentServices } from './reading/reading-services';
import { wordListService, wordListWordsService } from './flashcards/word-list-services';
import { onlineTestAuthoringServices } from '../exam/authoring/services';
import { writingContentServices } from '../practice/writing-content-services';
import { speakingContentServices } from './speaking/speaking-services';
import { listeningContentServices } from './listening/listening-services';
import { grammarContentServices } from './grammar/grammar-services';
import { toeicCourseContentServices } from './toeic-course/toeic-course-services';

/** Every declared content type's service: the API serves each, the declaration tests check each. */
export const contentServices: readonly ContentService[] = [
  courseService, userService, roleService, permissionService, menuService, classService, ...readingContentServices, wordListService, wordListWordsService,
  ...onlineTestAuthoringServices, ...writingContentServices, ...speakingContentServices, ...listeningContentServices,
  ...grammarContentServices,
  ...toeicCourseContentServices,
];
