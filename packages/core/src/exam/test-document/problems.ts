import type { DocumentProblemCode } from '@lexam/contracts';

/**
 * One problem of a test document: where it is (`test.sections.0.groups.1.questions.2.key`), what is
 * wrong in English, and, when the check knows it, a `code` (with its `params`) a screen words in
 * its own language. Without a code, describeDocumentProblem tells `missing` from `invalid`.
 */
export interface TestDocumentProblem {
  path: string;
  message: string;
  code?: DocumentProblemCode;
  params?: Record<string, string | number>;
}
