import { describe, expect, it } from 'vitest';
import { formFieldOf, gapIdsOf, linesOf, noteLineKind, segmentsOf, tableOf, withoutBullet } from './completion-body';

describe('completion body', () => {
  it('finds the gaps in reading order', () => {
    expect(gapIdsOf('a [[7]] b [[ 8 ]]\nc [[9]]')).toEqual(['7', '8', '9']);
  });

  it('splits a line into text and gaps', () => {
    expect(segmentsOf('Annual fee: £[[3]] a year')).toEqual([
      { kind: 'text', text: 'Annual fee: £' },
      { kind: 'gap', id: '3' },
      { kind: 'text', text: ' a year' },
    ]);
    expect(segmentsOf('[[1]]')).toEqual([{ kind: 'gap', id: '1' }]);
    expect(linesOf('one\n\n  two [[2]]  \n')).toHaveLength(2);
  });

  it('reads a table of |-separated cells', () => {
    const rows = tableOf('Market | Buyers\n| India | [[37]] |');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([[{ kind: 'text', text: 'India' }], [{ kind: 'gap', id: '37' }]]);
  });

  it('tells bullets and headings of notes from plain lines', () => {
    expect(noteLineKind(segmentsOf('• blocks packed in [[33]]'))).toBe('bullet');
    expect(noteLineKind(segmentsOf('Harvesting'))).toBe('heading');
    expect(noteLineKind(segmentsOf('Meet at the [[1]] beside the gate.'))).toBe('plain');
    expect(withoutBullet(segmentsOf('• [[32]] pulled a plough'))).toEqual([{ kind: 'gap', id: '32' }, { kind: 'text', text: ' pulled a plough' }]);
  });

  it('splits a form line at its first colon', () => {
    expect(formFieldOf(segmentsOf('Name: Daniel [[1]]'))).toEqual({ label: 'Name', value: [{ kind: 'text', text: 'Daniel ' }, { kind: 'gap', id: '1' }] });
    expect(formFieldOf(segmentsOf('Payment by: [[4]] transfer')).value[0]).toEqual({ kind: 'gap', id: '4' });
    expect(formFieldOf(segmentsOf('no label [[2]]')).label).toBeNull();
  });
});
