import { describe, expect, it } from 'vitest';
import { InvalidJson, firstInvalidJson, practiceCheck, itemErrors, jsonText, parseJsonText, spotOf } from './practice-json';
import { jsonErrorOffset } from './json-error-offset';

describe('practice items as JSON text', () => {
  it('shows values indented and reads them back; an empty box is null', () => {
    expect(parseJsonText(jsonText({ options: ['A'] }))).toEqual({ ok: true, value: { options: ['A'] } });
    expect(parseJsonText('  ')).toEqual({ ok: true, value: null });
    expect(jsonText(undefined)).toBe('');
  });

  it('says where a text stops being JSON, by line and column', () => {
    const text = '{\n  "options": ["A",\n  prompt: 1\n}';
    const result = parseJsonText(text);
    expect(result).toEqual({ ok: false, spot: { line: 3, column: 3 } });
    expect(parseJsonText('{ "a": [1, 2')).toEqual({ ok: false, spot: { line: 1, column: 13 } });
  });

  it('finds the first character a JSON reader cannot take', () => {
    expect(spotOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    for (const text of ['{"a": [1, 2.5e3, -0, "x\\n\\u00e9"], "b": {"c": null, "d": true, "e": false}}', ' [ ] ', '"x"', '0']) expect(jsonErrorOffset(text), text).toBe(-1);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('[01]')).toBe(2);
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
    expect(jsonErrorOffset('"a\\q"')).toBe(3);
    expect(jsonErrorOffset('{} x')).toBe(3);
    expect(jsonErrorOffset('[1, ')).toBe(4);
  });

  it('keeps a text that is not JSON as typed, and finds it to refuse saving', () => {
    const bad = new InvalidJson('{ nope', { line: 1, column: 3 });
    expect(jsonText(bad)).toBe('{ nope');
    const items = [{ type: 'mcq', content: {}, key: 'A' }, { type: 'mcq', content: { options: [] }, key: bad }];
    expect(firstInvalidJson(items)).toEqual({ number: 2, box: 'key', spot: { line: 1, column: 3 } });
    expect(firstInvalidJson([items[0]])).toBeNull();
    expect(firstInvalidJson(null)).toBeNull();
    const t = ((key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`) as never;
    expect(practiceCheck(items, t)).toBe('course-admin:practice.fixJson {"number":2,"box":"course-admin:practice.key {}","line":1,"column":3}');
    expect(practiceCheck([items[0]], t)).toBeNull();
  });

  it("hands each item the server's errors by field, deeper paths in the message", () => {
    const errors = { '0.type': 'Unknown type.', '1.content.options.0': 'Required.', '1.content.prompt': 'Too long.', '1.key': 'Not an option.', '10.key': 'x' };
    expect(itemErrors(errors, 1)).toEqual({ content: 'options.0: Required.', key: 'Not an option.' });
    expect(itemErrors(errors, 0)).toEqual({ type: 'Unknown type.' });
    expect(itemErrors(undefined, 0)).toEqual({});
  });
});
