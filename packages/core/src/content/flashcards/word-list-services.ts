import { wordListType, wordListWordsType } from '@lexam/contracts';
import { and, eq, isNull, sql, tables } from '@lexam/db';
import { badRequest } from '../../errors';
import { createContentService } from '../content-service';
import { wordListActivity } from '../statistics/activity';

const { wordLists, words } = tables;

/** The shared word lists (owner null): admins publish them; learners' own lists are not theirs to see. */
export const wordListService = createContentService({ type: wordListType, table: wordLists, scope: (columns) => isNull(columns.ownerId!), activity: wordListActivity });

/** The words of the shared lists (a learner's list's words are the learner's). */
export const wordListWordsService = createContentService({
  type: wordListWordsType,
  table: words,
  scope: (columns) => sql`${columns.wordListId!} in (select ${wordLists.id} from ${wordLists} where ${wordLists.ownerId} is null)`,
  beforeWrite: async ({ db, values, existing }) => {
    const wordListId = values.wordListId ?? existing?.wordListId;
    if (typeof wordListId === 'number') {
      const [list] = await db.select({ id: wordLists.id }).from(wordLists).where(and(eq(wordLists.id, wordListId), isNull(wordLists.ownerId))).limit(1);
      if (!list) throw badRequest('This word list is a learner’s own list.', [{ field: 'body.wordListId', message: `There is no shared WordList ${wordListId}.` }]);
    }
    return values;
  },
});
