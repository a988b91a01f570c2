import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sameLetter } from '../shared/choice-list';
import type { MultipleChoiceManyContent, MultipleChoiceManyKey } from '../shared/content-types';
import { InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, LETTER_IDS } from '../shared/editor/editor-helpers';
import { OptionsEditor } from '../shared/editor/options-editor';
import { numberAt } from '../shared/review';
import type { QuestionEditorProps } from '../types';
import { toggleLetter } from './multiple-choice-many';

/** The admin form of "Choose TWO letters": prompt, how many to choose, options and the correct letters. */
export function MultipleChoiceManyEditor({ value, onChange, numbers, errors }: QuestionEditorProps<MultipleChoiceManyContent, MultipleChoiceManyKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setContent = (patch: Partial<MultipleChoiceManyContent>) => onChange({ ...value, content: { ...content, ...patch } });
  const keyError = errorAt(errors, 'key');
  const first = numberAt(numbers, 0);
  const last = numberAt(numbers, content.choose - 1);
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => setContent({ instruction })} errors={errors} />
      <TextField
        size="small"
        fullWidth
        multiline
        required
        label={t('editor.promptForRange', { from: first, to: last })}
        value={content.prompt}
        onChange={(event) => setContent({ prompt: event.target.value })}
        error={Boolean(errorAt(errors, 'content.prompt'))}
        helperText={errorAt(errors, 'content.prompt')}
      />
      <TextField
        size="small"
        type="number"
        label={t('editor.choose')}
        value={content.choose}
        onChange={(event) => setContent({ choose: Math.max(2, Math.min(10, Number(event.target.value) || 2)) })}
        error={Boolean(errorAt(errors, 'content.choose'))}
        helperText={errorAt(errors, 'content.choose') ?? t('editor.chooseHelp')}
        slotProps={{ htmlInput: { min: 2, max: 10 } }}
        sx={{ width: 220 }}
      />
      <OptionsEditor title={t('editor.options')} options={content.options} ids={LETTER_IDS} minCount={3} field="content.options" errors={errors} onChange={(options) => setContent({ options })} />
      <Stack spacing={0.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('editor.correctOptions', { count: content.choose })}
        </Typography>
        <FormGroup row>
          {content.options.map((option) => (
            <FormControlLabel
              key={option.id}
              label={option.id}
              control={
                <Checkbox
                  size="small"
                  checked={answerKey.correct.some((letter) => sameLetter(letter, option.id))}
                  onChange={() => onChange({ ...value, answerKey: { correct: toggleLetter({ chosen: answerKey.correct, letter: option.id, choose: content.choose }) } })}
                />
              }
            />
          ))}
        </FormGroup>
        {keyError ? (
          <Typography variant="caption" color="error">
            {keyError}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
