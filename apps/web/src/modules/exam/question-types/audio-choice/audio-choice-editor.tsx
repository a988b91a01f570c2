import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AudioChoiceContent, AudioChoiceKey } from '../shared/content-types';
import { InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt } from '../shared/editor/editor-helpers';
import type { QuestionEditorProps } from '../types';
import { audioChoiceLetters, withChoiceCount } from './audio-choice';

/**
 * The admin form of an audio-choice question: how many letters (3 for Part 2, 4 for Part 1) and the
 * correct one. The statements are not typed here: they belong in the group's transcript.
 */
export function AudioChoiceEditor({ value, onChange, errors }: QuestionEditorProps<AudioChoiceContent, AudioChoiceKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const keyError = errorAt(errors, 'key');
  const countError = errorAt(errors, 'content.choices');
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => onChange({ ...value, content: { ...content, instruction } })} errors={errors} />
      <Stack spacing={0.5}>
        <Typography id="audio-choice-count" variant="subtitle2">
          {t('editor.audioChoice.count')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby="audio-choice-count"
          value={content.choices}
          onChange={(_event, choices: 3 | 4 | null) => {
            if (choices) onChange(withChoiceCount({ draft: value, choices }));
          }}
        >
          <ToggleButton value={4}>{t('editor.audioChoice.four')}</ToggleButton>
          <ToggleButton value={3}>{t('editor.audioChoice.three')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="caption" color={countError ? 'error' : 'text.secondary'}>
          {countError ?? t('editor.audioChoice.help')}
        </Typography>
      </Stack>
      <Stack spacing={0.5} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {t('editor.correctOption')}
        </Typography>
        <RadioGroup row value={answerKey.correct} onChange={(event) => onChange({ ...value, answerKey: { correct: event.target.value } })}>
          {audioChoiceLetters(content.choices).map((letter) => (
            <FormControlLabel key={letter} value={letter} control={<Radio size="small" />} label={letter} />
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
