'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { CustomFieldProps } from '@web/modules/resource';
import { webQuestionTypes } from '@web/modules/exam/question-types';
import { PracticeItemEditor } from '@web/modules/course-admin/reading/practice-item-editor';
import { firstInvalidJson, itemErrors, type PracticeDraft } from '@web/modules/course-admin/reading/practice-json';

/** The grammar course's question types (the server refuses any other: docs/grammar.md). */
export const GRAMMAR_QUESTION_TYPES = ['multiple-choice-one', 'completion', 'error-identification', 'sentence-transformation', 'matching'] as const;

function blankQuestion(): PracticeDraft {
  const first = webQuestionTypes.find((type) => type.id === GRAMMAR_QUESTION_TYPES[0])!;
  const blank = first.blank([1]);
  return { type: first.id, content: blank.content, key: blank.answerKey, explanation: '' };
}

/** An exercise's one question: its type, content and key (JSON of the engine's shapes) and its explanation, as a passage's practice item is edited. */
export function QuestionField({ label, value, onChange, error, disabled, fieldErrors }: CustomFieldProps) {
  const item = value && typeof value === 'object' && 'type' in value ? (value as PracticeDraft) : blankQuestion();
  // The server names the problems `question.content.…`; the editor reads them as item 0's.
  const errors = itemErrors(Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([path, message]) => [`0.${path}`, message])), 0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {error ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      <PracticeItemEditor index={0} item={item} disabled={disabled} errors={errors} types={GRAMMAR_QUESTION_TYPES} withEvidence={false} onChange={onChange} />
    </Box>
  );
}

/** The form's check: a content or key box that is not JSON blocks saving. */
export function questionCheck(value: unknown, t: TFunction): string | null {
  const invalid = firstInvalidJson([value]);
  return invalid ? t('course-admin:practice.fixJson', { number: 1, box: t(`course-admin:practice.${invalid.box}`), ...invalid.spot }) : null;
}
