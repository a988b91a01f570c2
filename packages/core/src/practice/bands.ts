/**
 * The IELTS band rules (task, writing part with Task 2 counting twice, speaking; the published
 * rounding and its sources) live in @lexam/contracts (practice/bands.ts), so the grading screen
 * shows the same band live that the server stores. Re-exported here for the services and tests.
 */
export { CRITERIA, bandOf, criteriaOf, hasAllCriteria, roundBand, speakingBand, taskBand, writingBand } from '@lexam/contracts';
export type { CriteriaSet, PracticeKind, WritingTask } from '@lexam/contracts';
