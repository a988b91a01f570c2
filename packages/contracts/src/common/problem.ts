import { z } from 'zod';

/** One bad field of a request that failed validation. */
export const FieldErrorSchema = z.object({
  /** Where the bad value is: `body.email`, `query.pageSize`, `params.id`. */
  field: z.string(),
  message: z.string(),
});

/**
 * The body of every error answer (RFC 9457 "problem details" in spirit): one human sentence in
 * `title`, the HTTP `status`, and for validation errors each bad field.
 */
export const ProblemSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});

export type FieldError = z.infer<typeof FieldErrorSchema>;
export type Problem = z.infer<typeof ProblemSchema>;
