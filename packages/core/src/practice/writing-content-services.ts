import { writingSuggestionType, writingType, writingWordsType } from '@lexam/contracts';
import { isNotNull, tables } from '@lexam/db';
import { badRequest } from '../errors';
import { createContentService } from '../content/content-service';
import { promptActivity } from '../content/statistics/activity';

/** A published Task 1 prompt shows a chart, diagram or map: refused without its picture. */
export function checkTask1Picture(values: Record<string, unknown>, existing?: Record<string, unknown>) {
  const task = values.task ?? existing?.task;
  const image = 'image' in values ? values.image : existing?.image;
  const isPublished = values.isPublished ?? existing?.isPublished ?? true;
  if (task === 'task1' && isPublished === true && (image === null || image === undefined)) {
    throw badRequest('A published Task 1 prompt needs its picture (a chart, diagram or map).', [{ field: 'body.image', message: 'Upload the picture the learner describes, or leave the prompt unpublished.' }]);
  }
}

/** The writing prompts (API.md's `Writing`). */
export const writingService = createContentService({
  type: writingType,
  activity: promptActivity('writing'),
  table: tables.writingPrompts,
  beforeWrite: ({ values, existing }) => {
    checkTask1Picture(values, existing);
    return values;
  },
});

/** The suggestions of writing prompts (the rows of the shared table whose prompt is a writing one). */
export const writingSuggestionService = createContentService({ type: writingSuggestionType, table: tables.promptSuggestions, scope: (columns) => isNotNull(columns.writingId!) });

/** The vocabulary of writing prompts: the words whose parent is a writing prompt. */
export const writingWordsService = createContentService({ type: writingWordsType, table: tables.words, scope: (columns) => isNotNull(columns.writingId!) });

export const writingContentServices = [writingService, writingSuggestionService, writingWordsService];
