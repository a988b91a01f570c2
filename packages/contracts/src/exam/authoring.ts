import { z } from 'zod';
import { examLessonTypes, onlineGroupType, onlineQuestionType, onlineSectionType, onlineTestTypes } from './authoring-types';

/**
 * The admin resources that author online tests (API.md: `IeltsOnlineTest`, `OnlineToeicTest`,
 * `GrammarOnlineTest`, `ToeicTestOnlne` (TOEIC lessons), `OnlinePassage`, `OnlinePart`, plus
 * `IeltsOnlineTestLesson`, a grammar lessons resource and `IeltsOnlineQuestion`). The same schemas
 * serve every kind; the resource a call goes through fixes the kind. These carry answer keys: they
 * are admin-only and never reach a learner.
 */


// The resources are declared as content types (authoring-types.ts); these names are their rows.

export const OnlineTestLessonSchema = examLessonTypes.ielts.row;
export const OnlineTestSchema = onlineTestTypes.ielts.row;
export const OnlineSectionSchema = onlineSectionType.row;
export const OnlineGroupSchema = onlineGroupType.row;
export const OnlineQuestionSchema = onlineQuestionType.row;

// ---- The editor's tree ---------------------------------------------------------------------

const objectOf = (schema: unknown) => schema as z.ZodObject;
export const OnlineGroupTreeSchema = objectOf(OnlineGroupSchema).extend({ questions: z.array(OnlineQuestionSchema) }) as unknown as z.ZodType<OnlineGroup & { questions: OnlineQuestion[] }>;
export const OnlineSectionTreeSchema = objectOf(OnlineSectionSchema).extend({ groups: z.array(OnlineGroupTreeSchema) }) as unknown as z.ZodType<OnlineSection & { groups: OnlineGroupTree[] }>;
/** `GET IeltsOnlineTest/{id}`: the test with its whole tree, keys included, for the editor. */
export const OnlineTestDetailSchema = objectOf(OnlineTestSchema).extend({ sections: z.array(OnlineSectionTreeSchema) }) as unknown as z.ZodType<OnlineTest & { sections: OnlineSectionTree[] }>;

export type OnlineTestLesson = z.infer<typeof OnlineTestLessonSchema>;
export type OnlineTest = z.infer<typeof OnlineTestSchema>;
export type OnlineSection = z.infer<typeof OnlineSectionSchema>;
export type OnlineGroup = z.infer<typeof OnlineGroupSchema>;
/** `numbers` may be left out of a create (it is then `[number]`) but is always in a row. */
export type OnlineQuestion = Omit<z.infer<typeof OnlineQuestionSchema>, 'numbers'> & { numbers: number[] };
export type OnlineGroupTree = z.infer<typeof OnlineGroupTreeSchema>;
export type OnlineSectionTree = z.infer<typeof OnlineSectionTreeSchema>;
export type OnlineTestDetail = z.infer<typeof OnlineTestDetailSchema>;
