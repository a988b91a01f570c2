import { SPEAKING_PARTS, speakingLayoutType, speakingSuggestionType, speakingType, speakingWordsType } from '@lexam/contracts';
import { and, eq, inArray, isNotNull, tables } from '@lexam/db';
import { badRequest, conflict } from '../../errors';
import { createContentService } from '../content-service';
import { promptActivity } from '../statistics/activity';

const { speakingPrompts, promptSuggestions, practiceLayouts, words } = tables;

/** A Part 1 topic needs its questions; a Part 2 prompt needs its cue card and has no questions. */
export const speakingService = createContentService({
  type: speakingType,
  activity: promptActivity('speaking'),
  table: speakingPrompts,
  beforeWrite: ({ values, existing }) => {
    const part = values.part ?? existing?.part;
    const questions = (values.questions ?? existing?.questions ?? []) as string[];
    const cueCard = String(values.cueCardHtml ?? existing?.cueCardHtml ?? '');
    if (part === 'part1' && questions.length === 0) throw badRequest('A Part 1 topic needs at least one question.', [{ field: 'body.questions', message: 'Add at least one question.' }]);
    if (part === 'part2' && cueCard.replace(/<[^>]*>/g, '').trim() === '') throw badRequest('A Part 2 prompt needs its cue card.', [{ field: 'body.cueCardHtml', message: 'Write the cue card.' }]);
    if (part === 'part2' && questions.length > 0) return { ...values, questions: [] };
    return values;
  },
});

/** The suggestions of the speaking prompts (the rows of the shared table whose parent is a speaking prompt). */
export const speakingSuggestionService = createContentService({ type: speakingSuggestionType, table: promptSuggestions, scope: (columns) => isNotNull(columns.speakingId!) });

/** The vocabulary of the speaking prompts: the words whose parent is a speaking prompt. */
export const speakingWordsService = createContentService({ type: speakingWordsType, table: words, scope: (columns) => isNotNull(columns.speakingId!) });

/** The layouts of the two speaking parts: one row per part. */
export const speakingLayoutService = createContentService({
  type: speakingLayoutType,
  table: practiceLayouts,
  scope: (columns) => inArray(columns.section!, [...SPEAKING_PARTS]),
  beforeWrite: async ({ db, values, existing }) => {
    if (!existing && typeof values.section === 'string') {
      const [taken] = await db.select({ id: practiceLayouts.id }).from(practiceLayouts).where(and(eq(practiceLayouts.section, values.section as 'part1'))).limit(1);
      if (taken) throw conflict(`The layout of ${values.section} exists already (id ${taken.id}); edit it.`);
    }
    return values;
  },
});

/** The services of the speaking course, by entity. */
export const speakingContentServices = [speakingService, speakingSuggestionService, speakingWordsService, speakingLayoutService];
