'use client';

/**
 * The learner's view of one writing or speaking submission (`?resultId=` on /page/writing and
 * /page/speaking): its answer, its status, and once released its bands, the teacher's comments on
 * the words or moments they were made on, and the model answer. Built by the grading work (wave 2 · 4);
 * the writing and speaking screens render it for a `resultId`.
 */
export function LearnerResult(props: { kind: 'writing' | 'speaking'; id: number }) {
  return <div data-testid="learner-result" data-kind={props.kind} data-id={props.id} />;
}
