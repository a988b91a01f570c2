import type { LearnerTest } from '@lexam/contracts';
import { groupExtras } from './exam-kind';
import type { Recording } from './listening-audio';

/**
 * The recordings of a listening test in the order they play: each section's (IELTS), or each
 * question set's that has one (TOEIC: every Part 1 photograph, Part 2 item, Part 3 conversation and
 * Part 4 talk), with the section and the set it belongs to.
 */
export type PlacedRecording = Recording & { sectionIndex: number; groupId: number | null };

export function recordingsOf({ test, sectionLabels }: { test: Pick<LearnerTest, 'sections'>; sectionLabels: readonly string[] }): PlacedRecording[] {
  return test.sections.flatMap((section, sectionIndex): PlacedRecording[] => {
    const label = sectionLabels[sectionIndex] ?? '';
    const sets = section.groups.filter((group) => groupExtras(group).audioUrl !== null);
    if (sets.length === 0) return [{ key: `section-${section.id}`, url: section.audioUrl, label, sectionIndex, groupId: null }];
    return sets.map((group) => {
      const numbers = group.questions.flatMap((question) => (question.numbers.length > 0 ? question.numbers : [question.number]));
      const first = Math.min(...numbers);
      const last = Math.max(...numbers);
      return { key: `group-${group.id}`, url: groupExtras(group).audioUrl, label: `${label} · ${first === last ? first : `${first}–${last}`}`, sectionIndex, groupId: group.id };
    });
  });
}
