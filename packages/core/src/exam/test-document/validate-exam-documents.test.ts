import { describe, expect, it } from 'vitest';
import type { ToeicTestDocument } from '@lexam/contracts';
import { exampleGrammarDocument, exampleToeicDocument } from './examples';
import { validateIeltsTestDocument, validateTestDocument } from './validate-test-document';

const messagesOf = (doc: unknown): string[] => {
  const verdict = validateTestDocument(doc);
  return verdict.ok ? [] : verdict.problems.map((problem) => `${problem.path}: ${problem.message}`);
};

describe('validateTestDocument: TOEIC', () => {
  it('accepts an invented listening test (parts 1–4, 1–100) and reading test (parts 5–7, 101–200)', () => {
    expect(messagesOf(exampleToeicDocument({ skill: 'listening' }))).toEqual([]);
    expect(messagesOf(exampleToeicDocument({ skill: 'reading' }))).toEqual([]);
  });

  it('refuses a reading part in a listening test, and names the part left short', () => {
    const doc = exampleToeicDocument({ skill: 'listening' });
    doc.test.sections[0]!.part = 5;
    const messages = messagesOf(doc);
    expect(messages).toContain('test.sections.0.part: A TOEIC listening test has parts 1–4; part 5 is not one of them.');
    expect(messages).toContain('test.sections: Part 1 has 6 questions; the document gives it 0.');
  });

  it('wants a recording and transcript on every listening set and a photograph on Part 1 sets', () => {
    const doc = exampleToeicDocument({ skill: 'listening' });
    const [photo] = doc.test.sections[0]!.groups;
    delete photo!.imageFile;
    delete photo!.audioFile;
    const talk = doc.test.sections[3]!.groups[0]!;
    delete talk.transcriptHtml;
    const messages = messagesOf(doc);
    expect(messages).toEqual(expect.arrayContaining([
      'test.sections.0.groups.0.imageFile: A Part 1 set has its photograph (imageFile).',
      'test.sections.0.groups.0.audioFile: Every TOEIC listening set has its own recording (audioFile).',
      'test.sections.3.groups.0.transcriptHtml: Every TOEIC listening set has the transcript of its recording (transcriptHtml).',
    ]));
  });

  it('checks set sizes, part ranges, the 100 marks and the numbering of the skill', () => {
    const doc = exampleToeicDocument({ skill: 'reading' });
    const part6 = doc.test.sections[1]!;
    // Move question 134 from the first Part 6 set into the second.
    const moved = part6.groups[0]!.questions.pop()!;
    part6.groups[1]!.questions.unshift(moved);
    const messages = messagesOf(doc);
    expect(messages).toContain('test.sections.1.groups.0: A Part 6 set has 4 questions, not 3.');
    expect(messages).toContain('test.sections.1.groups.1: A Part 6 set has 4 questions, not 5.');

    const renumbered = exampleToeicDocument({ skill: 'reading' });
    renumbered.test.sections[0]!.groups[0]!.questions[0]!.number = 1;
    expect(messagesOf(renumbered)).toEqual(expect.arrayContaining([
      'test.sections: No item covers question 101.',
      'test.sections: Questions are numbered 101 to 200; 1 is beyond.',
      'test.sections.0.groups.0: Part 5 holds questions 101–130; 1 is outside it.',
    ]));
  });

  it('finds each evidence phrase in the set’s text, its transcript or the question, and names the one it cannot', () => {
    const doc = exampleToeicDocument({ skill: 'reading' }) as ToeicTestDocument;
    doc.test.sections[2]!.groups[0]!.questions[0]!.evidence = 'answer147 … a phrase nobody wrote';
    expect(messagesOf(doc)).toEqual([
      'test.sections.2.groups.0.questions.0.evidence: The evidence of question 147 is quoted from the text the learner has (the set\'s text or transcript, the section\'s passage, or the question); "a phrase nobody wrote" is not found there.',
    ]);
    const spaced = exampleToeicDocument({ skill: 'listening' });
    spaced.test.sections[2]!.groups[0]!.questions[0]!.evidence = 'The SPEAKER   mentions';
    expect(messagesOf(spaced)).toEqual([]);
  });

  it('refuses an IELTS-only field mix: an unknown field, a table of the wrong kind, a bad edition', () => {
    const doc = { ...exampleToeicDocument({ skill: 'reading' }), extra: 1 } as Record<string, unknown>;
    (doc.test as Record<string, unknown>).edition = 'ets2019';
    (doc.test as Record<string, unknown>).conversionTable = { kind: 'ielts-band', maxRaw: 40, rows: [{ minRaw: 0, band: 0 }] };
    const messages = messagesOf(doc);
    expect(messages.some((message) => message.startsWith('test.edition: The edition is one of ets, ets2020'))).toBe(true);
    expect(messages.some((message) => message.startsWith('test.conversionTable'))).toBe(true);
    expect(messages.some((message) => message.includes('extra'))).toBe(true);
  });
});

describe('validateTestDocument: grammar', () => {
  it('accepts questions 1..N of any N up to 200, with group texts', () => {
    expect(messagesOf(exampleGrammarDocument())).toEqual([]);
    expect(messagesOf(exampleGrammarDocument({ count: 199 }))).toEqual([]);
  });

  it('refuses a gap in the numbering, a number covered twice, and a part', () => {
    const doc = exampleGrammarDocument();
    doc.test.sections[0]!.groups[0]!.questions[2]!.number = 2;
    expect(messagesOf(doc)).toEqual(expect.arrayContaining(['test.sections: No item covers question 3.']));
    const withPart = exampleGrammarDocument() as unknown as { test: { sections: Array<Record<string, unknown>> } };
    withPart.test.sections[0]!.part = 5;
    expect(messagesOf(withPart).some((message) => message.startsWith('test.sections.0'))).toBe(true);
  });

  it('refuses a question beyond 200 and a recording without its transcript', () => {
    expect(messagesOf(exampleGrammarDocument({ count: 200 }))).toContain('test.sections.1.groups.0.questions.0.number: A question number is at most 200.');
    const doc = exampleGrammarDocument();
    doc.test.sections[1]!.groups[0]!.audioFile = 'grammar.mp3';
    expect(messagesOf(doc)).toEqual(['test.sections.1.groups.0.transcriptHtml: A group with a recording (audioFile) has its transcript (transcriptHtml).']);
  });
});

describe('validateIeltsTestDocument', () => {
  it('refuses another kind’s document', () => {
    const verdict = validateIeltsTestDocument(exampleGrammarDocument());
    expect(verdict).toEqual({ ok: false, problems: [{ path: 'format', message: 'format is "lexam-ielts-test" here; "lexam-grammar-test" documents go to their own resource.', code: 'wrongFormat', params: { expected: 'lexam-ielts-test', actual: 'lexam-grammar-test' } }] });
  });
});
