import { describe, expect, it } from 'vitest';
import { toCsv } from './statistics';

describe('toCsv', () => {
  it('quotes what needs quoting, joins lists and defuses formulas', () => {
    const csv = toCsv({
      columns: [{ key: 'name', title: 'Name' }, { key: 'roles', title: 'Roles' }, { key: 'note', title: 'Note' }],
      rows: [{ name: 'Lê, "Linh"', roles: ['teacher', 'learner'], note: '=HYPERLINK("x")' }, { name: 'Ana', roles: [], note: null }],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Name,Roles,Note', '"Lê, ""Linh""","teacher, learner","\'=HYPERLINK(""x"")"', 'Ana,,', '']);
  });
});
