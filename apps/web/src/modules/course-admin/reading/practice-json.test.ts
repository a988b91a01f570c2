import { describe, expect, it } from 'vitest';
import { itemErrors, jsonText, parseJsonText } from './practice-json';

describe('practice items as JSON text', () => {
  it('shows values indented and reads them back; an empty box is null', () => {
    expect(parseJsonText(jsonText({ options: ['A'] }))).toEqual({ ok: true, value: { options: ['A'] } });
    expect(parseJsonText('  ')).toEqual({ ok: true, value: null });
    expect(jsonText(undefined)).toBe('');
  });

  it('says why a text is not JSON', () => {
    const result = parseJsonText('{ options: [');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).not.toBe('');
  });

  it("hands each item the server's errors by field, deeper paths in the message", () => {
    const errors = { '0.type': 'Unknown type.', '1.content.options.0': 'Required.', '1.content.prompt': 'Too long.', '1.key': 'Not an option.', '10.key': 'x' };
    expect(itemErrors(errors, 1)).toEqual({ content: 'options.0: Required.', key: 'Not an option.' });
    expect(itemErrors(errors, 0)).toEqual({ type: 'Unknown type.' });
    expect(itemErrors(undefined, 0)).toEqual({});
  });
});
