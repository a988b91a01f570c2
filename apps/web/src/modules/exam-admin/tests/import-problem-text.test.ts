import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PROBLEM_CODES } from '@lexam/contracts';
import ar from '../../../locales/ar/exam-admin.json';
import en from '../../../locales/en/exam-admin.json';
import fr from '../../../locales/fr/exam-admin.json';
import { importProblemText, type Translate } from './import-problem-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: false, resources: { en: { 'exam-admin': en }, fr: { 'exam-admin': fr }, ar: { 'exam-admin': ar } }, interpolation: { escapeValue: false } });
});
const tIn = (language: string): Translate => i18n.getFixedT(language, 'exam-admin') as Translate;

describe('importProblemText', () => {
  it('words a problem as an editor reads it, counting from 1', () => {
    const t = tIn('en');
    expect(importProblemText(t, { field: 'test.sections.1.groups.0.questions.0.key', message: 'Invalid input', code: 'missing', place: { section: 2, set: 1, question: 14 }, target: 'key' })).toEqual({
      text: 'Section 2, question 14: the answer is missing',
    });
    expect(importProblemText(t, { field: 'test.sections.0.groups.2', message: 'x', code: 'unknownField', place: { section: 1, set: 3 }, params: { keys: 'note' } }).text).toBe(
      'Section 1, set 3: “note” is not a field of the format',
    );
    expect(importProblemText(t, { field: 'test.sections', message: 'x', code: 'uncoveredNumbers', place: {}, params: { numbers: '3, 4', count: 2 } }).text).toBe('The test: no item covers questions 3, 4');
    expect(importProblemText(t, { field: 'test.sections', message: 'x', code: 'uncoveredNumbers', place: {}, params: { numbers: '3', count: 1 } }).text).toBe('The test: no item covers question 3');
    expect(importProblemText(t, { field: 'test.sections.2.passageHtml', message: 'x', code: 'emptyHtml', place: { section: 3 }, target: 'passageHtml' }).text).toBe(
      'Section 3: the passage has no text left once its formatting is cleaned',
    );
  });

  it('keeps the server sentence as the detail of an invalid value, and names an unknown field by its name', () => {
    const t = tIn('en');
    expect(importProblemText(t, { field: 'test.sections.0.groups.0.questions.2.key.answers', message: 'Not one of the options.', code: 'invalid', place: { section: 1, set: 1, question: 3 }, target: 'key' })).toEqual({
      text: 'Section 1, question 3: the answer is not valid',
      detail: 'Not one of the options.',
    });
    expect(importProblemText(t, { field: 'test.mystery', message: 'x', code: 'missing', place: {}, target: 'mystery' }).text).toBe('The test: the field “mystery” is missing');
    // A problem without a code (an older server) shows its sentence as it is.
    expect(importProblemText(t, { field: 'test', message: 'Something else.' })).toEqual({ text: 'Something else.' });
  });

  it('speaks the admin’s language', () => {
    const problem = { field: 'test.sections.1.groups.0.questions.0.key', message: 'Invalid input', code: 'missing' as const, place: { section: 2, set: 1, question: 14 }, target: 'key' };
    expect(importProblemText(tIn('fr'), problem).text).toBe('Section 2, question 14 : il manque la réponse');
    expect(importProblemText(tIn('ar'), problem).text).toBe('القسم 2، السؤال 14: الإجابة: الحقل مفقود');
  });

  it('has a sentence for every code the server sends', () => {
    for (const code of DOCUMENT_PROBLEM_CODES) {
      const text = importProblemText(tIn('en'), { field: 'test', message: 'x', code, place: {}, target: 'name', params: { count: 1 } }).text;
      expect(text, code).not.toContain('import.code');
    }
  });
});
