import { EXAM_KIND_VALUES } from '@lexam/contracts';
import { onlineGroupService } from './groups';
import { onlineTestLessonServiceFor } from './lessons';
import { onlineQuestionService } from './questions';
import { onlineSectionService } from './sections';
import { onlineTestServiceFor } from './tests';

/** Per exam kind its lessons and tests; shared by every kind the sections, groups and questions. */
export const onlineTestAuthoringServices = [
  ...EXAM_KIND_VALUES.flatMap((kind) => [onlineTestLessonServiceFor(kind), onlineTestServiceFor(kind)]),
  onlineSectionService,
  onlineGroupService,
  onlineQuestionService,
];
