/** One problem of a test document: where it is (`test.sections.0.groups.1.questions.2.key`) and what is wrong. */
export interface TestDocumentProblem {
  path: string;
  message: string;
}
