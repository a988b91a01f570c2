import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldError } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAcceptedAnswers } from '../accepted-answers';
import { acceptedFromText, acceptedToText, errorAt } from './editor-helpers';

/** The printed instruction of a question ("Choose the correct letter, A, B or C."), optional. */
export function InstructionField({ value, onChange, errors }: { value: string | undefined; onChange: (next: string | undefined) => void; errors?: FieldError[] }) {
  const { t } = useTranslation('question-types');
  const error = errorAt(errors, 'content.instruction');
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      label={t('editor.instruction')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? event.target.value : undefined)}
      error={Boolean(error)}
      helperText={error ?? t('editor.instructionHelp')}
    />
  );
}

/** The variant of a type (layout of a completion, what a matching matches), from its list. */
export function VariantField<Variant extends string>({ value, variants, onChange }: { value: Variant; variants: readonly Variant[]; onChange: (next: Variant) => void }) {
  const { t } = useTranslation('question-types');
  return (
    <TextField select size="small" label={t('editor.variant')} value={value} onChange={(event) => onChange(event.target.value as Variant)} sx={{ minWidth: 220 }}>
      {variants.map((variant) => (
        <MenuItem key={variant} value={variant}>
          {t(`variants.${variant}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The key's word limit ("NO MORE THAN TWO WORDS AND/OR A NUMBER"); empty means the instruction's. */
export function WordLimitField({ value, onChange, errors }: { value: string | undefined; onChange: (next: string | undefined) => void; errors?: FieldError[] }) {
  const { t } = useTranslation('question-types');
  const error = errorAt(errors, 'key.wordLimit');
  return (
    <TextField
      size="small"
      fullWidth
      label={t('editor.wordLimit')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? event.target.value : undefined)}
      error={Boolean(error)}
      helperText={error ?? t('editor.wordLimitHelp')}
    />
  );
}

/**
 * The accepted answers of a typed part in the matcher syntax, one per line, with what they accept
 * written out below (`(the) tool shed` → "Accepts: the tool shed / tool shed").
 */
export function AcceptedAnswerField({ number, value, onChange, field, errors }: { number: number; value: string | string[] | undefined; onChange: (next: string | string[]) => void; field: string; errors?: FieldError[] }) {
  const { t } = useTranslation('question-types');
  const error = errorAt(errors, field);
  const accepts = formatAcceptedAnswers(value ?? '');
  // The box keeps the author's text (a new empty line included) while the draft gets the parsed answers.
  const [text, setText] = useState(() => acceptedToText(value));
  const shown = JSON.stringify(acceptedFromText(text)) === JSON.stringify(value ?? '') ? text : acceptedToText(value);
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      required
      label={t('editor.acceptedFor', { number })}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(acceptedFromText(event.target.value));
      }}
      error={Boolean(error)}
      helperText={error ?? (accepts ? t('editor.accepts', { answers: accepts }) : t('editor.acceptedHelp'))}
    />
  );
}
