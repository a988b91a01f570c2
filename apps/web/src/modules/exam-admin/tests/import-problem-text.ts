import type { FieldError } from '@lexam/contracts';

/** A translate function of the exam-admin namespace (i18next's `t`, or a test's stand-in). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's `target` names a field of the document; these have a noun in the locales. */
const NAMED_FIELDS = new Set([
  'key', 'content', 'number', 'numbers', 'type', 'explanation', 'evidence', 'instructions', 'questions', 'stimulusHtml', 'transcriptHtml',
  'audioFile', 'imageFile', 'passageHtml', 'directionsHtml', 'title', 'part', 'groups', 'name', 'skill', 'edition', 'durationSeconds',
  'conversionTable', 'sections', 'format', 'lesson',
]);

/** Where the problem is, as an editor counts: "Section 2, question 14", "Section 1, set 3", "The test". */
export function placeText(t: Translate, place: FieldError['place']): string {
  if (!place?.section) return t('import.place.test');
  if (place.question !== undefined) return t('import.place.question', { section: place.section, question: place.question });
  if (place.item !== undefined) return t('import.place.item', { section: place.section, set: place.set, item: place.item });
  if (place.set !== undefined) return t('import.place.set', { section: place.section, set: place.set });
  return t('import.place.section', { section: place.section });
}

/**
 * One problem of a refused test import in the admin's language: "Section 2, question 14: the
 * answer is missing". `detail` is the server's English sentence when the code alone does not say
 * what is wrong (an invalid value, or a problem without a code from an older server).
 */
export function importProblemText(t: Translate, error: FieldError): { text: string; detail?: string } {
  if (!error.code) return { text: error.message };
  const target = error.target;
  const field = target ? (NAMED_FIELDS.has(target) ? t(`import.field.${target}`) : t('import.field.other', { name: target })) : t('import.field.other', { name: error.field });
  const params = error.params ?? {};
  const problem = t(`import.code.${error.code}`, { field, ...params, ...(error.code === 'uncoveredNumbers' ? { count: Number(params.count ?? 2) } : {}) });
  const text = t('import.line', { place: placeText(t, error.place), problem });
  return error.code === 'invalid' ? { text, detail: error.message } : { text };
}
