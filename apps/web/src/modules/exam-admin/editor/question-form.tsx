'use client';

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { FieldError, OnlineQuestion } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { webQuestionTypeFor, webQuestionTypes } from '@web/modules/exam/question-types';
import { JsonDraftEditor } from '@web/modules/exam/question-types/shared/json-draft-editor';
import { numbersFrom } from '../exam-admin-keys';
import { editorErrors, firstMessages } from '../problems';

/** What the form edits of a question; `last` is the last number it covers (one per mark). */
export interface QuestionFormDraft {
  type: string;
  number: number;
  last: number;
  content: unknown;
  answerKey: unknown;
  explanation: string;
  evidence: string;
  /** Content and key as JSON instead of the type's own form. */
  isAdvanced: boolean;
}

/** The form's starting values: the question's, or a new question of the first allowed type at `number`. */
export function draftOf(question: OnlineQuestion | undefined, number: number, types: readonly string[] = webQuestionTypes.map((type) => type.id)): QuestionFormDraft {
  if (question) {
    return { type: question.type, number: question.number, last: question.numbers.at(-1) ?? question.number, content: question.content, answerKey: question.answerKey, explanation: question.explanation ?? '', evidence: question.evidence ?? '', isAdvanced: false };
  }
  const first = types[0] ?? 'multiple-choice-one';
  const blank = webQuestionTypeFor(first)?.blank([number]);
  return { type: first, number, last: number, content: blank?.content ?? {}, answerKey: blank?.answerKey ?? {}, explanation: '', evidence: '', isAdvanced: false };
}

/** Whether two drafts would save the same question (the view mode does not count). */
export function isSameDraft(a: QuestionFormDraft, b: QuestionFormDraft): boolean {
  return JSON.stringify({ ...a, isAdvanced: false }) === JSON.stringify({ ...b, isAdvanced: false });
}

/** The body of POST/PUT IeltsOnlineQuestion; empty notes are sent as null. */
export function questionBody(draft: QuestionFormDraft) {
  return {
    number: draft.number,
    numbers: numbersFrom(draft.number, draft.last),
    type: draft.type,
    content: draft.content,
    answerKey: draft.answerKey,
    explanation: draft.explanation.trim() || null,
    evidence: draft.evidence.trim() || null,
  };
}

/**
 * The fields of one question, and its type's own editor (or the JSON of content and key). `types`
 * are the types the test's kind allows; one without a web editor yet is edited as JSON.
 */
export function QuestionForm({ types, draft, onChange, errors, isTypeLocked }: { types: readonly string[]; draft: QuestionFormDraft; onChange: (next: QuestionFormDraft) => void; errors: FieldError[]; isTypeLocked: boolean }) {
  const { t } = useTranslation('exam-admin');
  const fields = firstMessages(errors);
  const numbers = numbersFrom(draft.number, draft.last);
  const webType = webQuestionTypeFor(draft.type);
  const Editor = draft.isAdvanced || !webType ? JsonDraftEditor : webType.Editor;
  const set = (next: Partial<QuestionFormDraft>) => onChange({ ...draft, ...next });

  const changeType = (type: string) => {
    const blank = webQuestionTypeFor(type)?.blank(numbers);
    set({ type, content: blank?.content ?? draft.content, answerKey: blank?.answerKey ?? draft.answerKey });
  };
  const wholeNumber = (text: string, fallback: number) => {
    const value = Number.parseInt(text, 10);
    return Number.isFinite(value) && value > 0 ? Math.min(value, 200) : fallback;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField
        select
        label={t('question.type')}
        value={draft.type}
        onChange={(event) => changeType(event.target.value)}
        disabled={isTypeLocked}
        error={Boolean(fields.type)}
        helperText={fields.type ?? (isTypeLocked ? t('editor.lockedType') : ' ')}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      >
        {(types.includes(draft.type) ? types : [draft.type, ...types]).map((type) => (
          <MenuItem key={type} value={type}>{t(`types.${type}`, { defaultValue: type })}</MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label={t('question.number')}
        value={draft.number}
        onChange={(event) => {
          const number = wholeNumber(event.target.value, draft.number);
          set({ number, last: number + (draft.last - draft.number) });
        }}
        error={Boolean(fields.number)}
        helperText={fields.number ?? ' '}
        slotProps={{ htmlInput: { min: 1, max: 200 } }}
      />
      <TextField
        type="number"
        label={t('question.last')}
        value={draft.last}
        onChange={(event) => set({ last: Math.max(draft.number, wholeNumber(event.target.value, draft.last)) })}
        error={Boolean(fields.numbers)}
        helperText={fields.numbers ?? t('question.lastHelp')}
        slotProps={{ htmlInput: { min: draft.number, max: 200 } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <FormControlLabel
          control={<Switch checked={draft.isAdvanced} onChange={(event) => set({ isAdvanced: event.target.checked })} />}
          label={t('question.advanced')}
          sx={{ mb: 1 }}
        />
        <Editor
          key={`${draft.type}-${draft.isAdvanced ? 'json' : 'form'}`}
          value={{ content: draft.content, answerKey: draft.answerKey }}
          onChange={(next) => set({ content: next.content, answerKey: next.answerKey })}
          numbers={numbers}
          errors={editorErrors(errors)}
        />
      </Box>
      <TextField
        label={t('question.explanation')}
        value={draft.explanation}
        onChange={(event) => set({ explanation: event.target.value })}
        error={Boolean(fields.explanation)}
        helperText={fields.explanation ?? t('question.explanationHelp')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label={t('question.evidence')}
        value={draft.evidence}
        onChange={(event) => set({ evidence: event.target.value })}
        error={Boolean(fields.evidence)}
        helperText={fields.evidence ?? t('question.evidenceHelp')}
        multiline
        minRows={1}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
