import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ErrorIdentificationContent, ErrorIdentificationKey } from '../shared/content-types';
import { InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt } from '../shared/editor/editor-helpers';
import { numberAt } from '../shared/review';
import type { QuestionEditorProps } from '../types';
import { parseErrorSentence, segmentLetters, withSentence } from './error-identification';
import { ErrorIdentificationPlayer } from './error-identification-player';

/**
 * The admin form of an error-identification question: the sentence with its segments marked
 * `[A:text]`, a live preview as the learner will see it, the wrong segment and its correction.
 */
export function ErrorIdentificationEditor({ value, onChange, numbers, errors }: QuestionEditorProps<ErrorIdentificationContent, ErrorIdentificationKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const letters = segmentLetters(content.sentence);
  const sentenceError = errorAt(errors, 'content.sentence');
  const keyError = errorAt(errors, 'key.correct') ?? errors?.filter((error) => error.field === 'key').map((error) => error.message).join(' ');
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => onChange({ ...value, content: { ...content, instruction } })} errors={errors} />
      <TextField
        size="small"
        fullWidth
        multiline
        required
        label={t('editor.errorIdentification.sentence')}
        value={content.sentence}
        onChange={(event) => onChange(withSentence({ draft: value, sentence: event.target.value }))}
        error={Boolean(sentenceError)}
        helperText={sentenceError ?? t('editor.errorIdentification.sentenceHelp')}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">{t('editor.errorIdentification.preview')}</Typography>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          {parseErrorSentence(content.sentence).some((piece) => piece.kind === 'segment') ? (
            <ErrorIdentificationPlayer questionId={-1} numbers={[numberAt(numbers, 0)]} content={{ sentence: content.sentence }} response={{ choice: answerKey.correct }} readOnly />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('editor.errorIdentification.noSegments')}
            </Typography>
          )}
        </Paper>
      </Stack>
      <Stack spacing={0.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('editor.errorIdentification.correct')}
        </Typography>
        <RadioGroup row value={answerKey.correct} onChange={(event) => onChange({ ...value, answerKey: { ...answerKey, correct: event.target.value } })}>
          {letters.map((letter) => (
            <FormControlLabel key={letter} value={letter} control={<Radio size="small" />} label={letter} />
          ))}
        </RadioGroup>
        {keyError ? (
          <Typography variant="caption" color="error">
            {keyError}
          </Typography>
        ) : null}
      </Stack>
      <TextField
        size="small"
        fullWidth
        label={t('editor.errorIdentification.correction')}
        value={answerKey.correction ?? ''}
        onChange={(event) => onChange({ ...value, answerKey: { ...answerKey, correction: event.target.value ? event.target.value : undefined } })}
        error={Boolean(errorAt(errors, 'key.correction'))}
        helperText={errorAt(errors, 'key.correction') ?? t('editor.errorIdentification.correctionHelp')}
      />
    </Stack>
  );
}
