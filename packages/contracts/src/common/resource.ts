import { z } from 'zod';

const id = z.number().int().positive();

/** POST E/deleteMulti and DELETE Auth/deleteMultipleUsers: the ids to delete. */
export const IdsBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Choose at least one row.').max(500, 'At most 500 rows at a time.'),
});

/** PUT E/updateOrder: every id of the list, in its new order. */
export const OrderBodySchema = z.strictObject({
  ids: z.array(id).min(1, 'Send the ids in their new order.').max(1000),
});

export const DeletedResponseSchema = z.object({ deleted: z.number().int() });
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** POST E/statistics query. */
export const StatisticsQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(366).default(30),
  sub_course_index_id: z.coerce.number().int().positive().optional(),
});

/** How many rows were created per day, newest day first. */
export const StatisticsResponseSchema = z.object({
  total: z.number().int(),
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export type IdsBody = z.infer<typeof IdsBodySchema>;
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;
export type StatisticsResponse = z.infer<typeof StatisticsResponseSchema>;
