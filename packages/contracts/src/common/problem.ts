import { z } from 'zod';

/**
 * What is wrong with a part of an imported test document, for a screen to word in its own
 * language (`message` stays the English sentence). `missing`/`empty`/`invalid`/`tooLong`/
 * `unknownField`/`notAllowed` concern the field in `target`; the others name their values in `params`.
 */
export const DOCUMENT_PROBLEM_CODES = [
  'missing',
  'empty',
  'invalid',
  'tooLong',
  'unknownField',
  'notAllowed',
  'emptyHtml',
  'fileNotUploaded',
  'duplicateNumber',
  'uncoveredNumbers',
  'totalMarks',
  'wrongFormat',
] as const;
export const DocumentProblemCodeSchema = z.enum(DOCUMENT_PROBLEM_CODES);

/** Where a document problem is, counted from 1 as an editor reads it; empty for the test as a whole. */
export const DocumentProblemPlaceSchema = z.object({
  section: z.number().int().optional(),
  /** The question group (set) within the section. */
  set: z.number().int().optional(),
  /** The question's own number, when the document gives one. */
  question: z.number().int().optional(),
  /** The item's place within its set, when its number is unreadable. */
  item: z.number().int().optional(),
});

/** One bad field of a request that failed validation. */
export const FieldErrorSchema = z.object({
  /** Where the bad value is: `body.email`, `query.pageSize`, `params.id`; in a test document, its path. */
  field: z.string(),
  message: z.string(),
  /** Test document imports: what is wrong, where, and which field of the place (`key`, `passageHtml`). */
  code: DocumentProblemCodeSchema.optional(),
  place: DocumentProblemPlaceSchema.optional(),
  target: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
export type DocumentProblemCode = z.infer<typeof DocumentProblemCodeSchema>;
export type DocumentProblemPlace = z.infer<typeof DocumentProblemPlaceSchema>;
export type Problem = z.infer<typeof ProblemSchema>;
