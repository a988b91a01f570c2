import { z } from 'zod';

/** The largest id a row can have (PostgreSQL's `integer`): a larger one is refused with a 400, never sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;

const messages = { number: 'An id is a number.', whole: 'An id is a whole number.', min: 'An id is 1 or more.', max: 'No row has so large an id.' } as const;

/** A row id in a JSON body. */
export const rowIdSchema = z.number({ error: messages.number }).int(messages.whole).min(1, messages.min).max(MAX_ROW_ID, messages.max);

/** A row id in a path or a query string (text turned into a number). */
export const rowIdParamSchema = z.coerce.number({ error: messages.number }).int(messages.whole).min(1, messages.min).max(MAX_ROW_ID, messages.max);
