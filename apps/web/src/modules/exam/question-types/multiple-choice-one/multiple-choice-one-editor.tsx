import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey } from '../shared/content-types';
import { InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, LETTER_IDS } from '../shared/editor/editor-helpers';
import { OptionsEditor } from '../shared/editor/options-editor';
import { numberAt } from '../shared/review';
import type { QuestionEditorProps } from '../types';

/** The admin form of a one-answer multiple-choice question: prompt, options and the correct letter. */
export function MultipleChoiceOneEditor({ value, onChange, numbers, errors }: QuestionEditorProps<MultipleChoiceOneContent, MultipleChoiceOneKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setContent = (patch: Partial<MultipleChoiceOneContent>) => onChange({ ...value, content: { ...content, ...patch } });
  const keyError = errorAt(errors, 'key');
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => setContent({ instruction })} errors={errors} />
      <TextField
        size="small"
        fullWidth
        multiline
        label={t('editor.promptFor', { number: numberAt(numbers, 0) })}
        value={content.prompt ?? ''}
        onChange={(event) => setContent({ prompt: event.target.value })}
        error={Boolean(errorAt(errors, 'content.prompt'))}
        helperText={errorAt(errors, 'content.prompt') ?? t('editor.promptHelp')}
      />
      <OptionsEditor title={t('editor.options')} options={content.options} ids={LETTER_IDS} field="content.options" errors={errors} onChange={(options) => setContent({ options })} />
      <Stack spacing={0.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('editor.correctOption')}
        </Typography>
        <RadioGroup row value={answerKey.correct} onChange={(event) => onChange({ ...value, answerKey: { correct: event.target.value } })}>
          {content.options.map((option) => (
            <FormControlLabel key={option.id} value={option.id} control={<Radio size="small" />} label={option.id} />
          ))}
        </RadioGroup>
        {keyError ? (
          <Typography variant="caption" color="error">
            {keyError}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
