import { describe, expect, it } from 'vitest';
import { recordingsOf } from './recordings';

const question = (id: number, number: number) => ({ id, number, numbers: [number], type: 'audio-choice', content: {} });
const group = (id: number, audioUrl: string | null, numbers: number[]) => ({ id, instructions: '', stimulusHtml: null, imageUrl: null, audioUrl, questions: numbers.map((number) => question(id * 100 + number, number)) });

describe('recordingsOf', () => {
  it('plays each IELTS section’s recording', () => {
    const test = { sections: [{ id: 1, title: 'S1', passageHtml: null, audioUrl: '/a1.mp3', part: null, directionsHtml: null, groups: [group(10, null, [1, 2])] }] };
    expect(recordingsOf({ test, sectionLabels: ['Part 1'] })).toEqual([{ key: 'section-1', url: '/a1.mp3', label: 'Part 1', sectionIndex: 0, groupId: null }]);
  });

  it('plays each TOEIC question set’s own recording in order, labelled with its part and numbers', () => {
    const test = {
      sections: [
        { id: 1, title: 'P1', passageHtml: null, audioUrl: null, part: 1, directionsHtml: null, groups: [group(10, '/q1.mp3', [1]), group(11, '/q2.mp3', [2])] },
        { id: 3, title: 'P3', passageHtml: null, audioUrl: null, part: 3, directionsHtml: null, groups: [group(30, '/c1.mp3', [32, 33, 34])] },
      ],
    };
    expect(recordingsOf({ test, sectionLabels: ['Part 1', 'Part 3'] }).map(({ key, label, sectionIndex, groupId }) => ({ key, label, sectionIndex, groupId }))).toEqual([
      { key: 'group-10', label: 'Part 1 · 1', sectionIndex: 0, groupId: 10 },
      { key: 'group-11', label: 'Part 1 · 2', sectionIndex: 0, groupId: 11 },
      { key: 'group-30', label: 'Part 3 · 32–34', sectionIndex: 1, groupId: 30 },
    ]);
  });
});
