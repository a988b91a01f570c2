import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LABELLING_VARIANTS } from '../shared/content-types';
import type { LabellingBlank, LabellingContent, TypedKey } from '../shared/content-types';
import { AcceptedAnswerField, InstructionField, VariantField, WordLimitField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, LETTER_IDS, renumberParts } from '../shared/editor/editor-helpers';
import { OptionsEditor } from '../shared/editor/options-editor';
import { PartsEditor } from '../shared/editor/parts-editor';
import type { QuestionEditorProps } from '../types';

/** A position as a whole percentage for the author, stored as a fraction (0–1) of the picture. */
const toPercent = (fraction: number | undefined) => (fraction === undefined ? '' : String(Math.round(fraction * 100)));
const toFraction = (text: string) => Math.max(0, Math.min(100, Number(text) || 0)) / 100;

/**
 * The admin form of labelling: variant, picture (its storage key), letters to choose from (optional)
 * and each blank with its printed text, its place on the picture (per cent across and down) and its
 * answer (a letter, or accepted answers when typed).
 */
export function LabellingEditor({ value, onChange, numbers, errors }: QuestionEditorProps<LabellingContent, TypedKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setContent = (patch: Partial<LabellingContent>) => onChange({ ...value, content: { ...content, ...patch } });
  const setBlanks = (blanks: LabellingBlank[]) => {
    const next = renumberParts({ parts: blanks, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, blanks: next.parts }, answerKey: { ...answerKey, answers: next.answers } });
  };
  const editBlank = (index: number, patch: Partial<LabellingBlank>) => setBlanks(content.blanks.map((blank, at) => (at === index ? { ...blank, ...patch } : blank)));
  const setAnswer = (id: string, accepted: string | string[]) => onChange({ ...value, answerKey: { ...answerKey, answers: { ...answerKey.answers, [id]: accepted } } });
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <VariantField value={content.variant} variants={LABELLING_VARIANTS} onChange={(variant) => setContent({ variant })} />
        <FormControlLabel
          control={<Switch checked={Boolean(content.options)} onChange={(event) => setContent({ options: event.target.checked ? LETTER_IDS.slice(0, content.blanks.length + 2).map((id) => ({ id, text: '' })) : undefined })} />}
          label={t('editor.useLetters')}
        />
      </Stack>
      <InstructionField value={content.instruction} onChange={(instruction) => setContent({ instruction })} errors={errors} />
      <TextField
        size="small"
        fullWidth
        label={t('editor.imageKey')}
        value={content.imageKey ?? ''}
        onChange={(event) => setContent({ imageKey: event.target.value.trim() || undefined })}
        error={Boolean(errorAt(errors, 'content.imageKey'))}
        helperText={errorAt(errors, 'content.imageKey') ?? t('editor.imageKeyHelp')}
      />
      {content.options ? (
        <OptionsEditor title={t('editor.letters')} options={content.options} ids={LETTER_IDS} textRequired={false} field="content.options" errors={errors} onChange={(options) => setContent({ options })} />
      ) : (
        <WordLimitField value={answerKey.wordLimit} onChange={(wordLimit) => onChange({ ...value, answerKey: { ...answerKey, wordLimit } })} errors={errors} />
      )}
      <PartsEditor
        title={t('editor.blanks')}
        parts={content.blanks}
        numbers={numbers}
        maxCount={30}
        onChange={setBlanks}
        newPart={() => ({ id: `new-${Date.now()}`, text: '' })}
        renderPart={(blank, index, number) => (
          <>
            <TextField
              size="small"
              fullWidth
              label={t('editor.blankText', { number })}
              value={blank.text ?? ''}
              onChange={(event) => editBlank(index, { text: event.target.value || undefined })}
              error={Boolean(errorAt(errors, `content.blanks.${index}`))}
              helperText={errorAt(errors, `content.blanks.${index}`) ?? t('editor.blankTextHelp')}
            />
            {content.imageKey ? (
              <Stack direction="row" spacing={1}>
                {(['x', 'y'] as const).map((axis) => (
                  <TextField
                    key={axis}
                    size="small"
                    type="number"
                    label={t(`editor.position.${axis}`)}
                    value={toPercent(blank.at?.[axis])}
                    onChange={(event) => editBlank(index, { at: { x: blank.at?.x ?? 0.5, y: blank.at?.y ?? 0.5, [axis]: toFraction(event.target.value) } })}
                    slotProps={{ htmlInput: { min: 0, max: 100 } }}
                    sx={{ width: 140 }}
                  />
                ))}
              </Stack>
            ) : null}
            {content.options ? (
              <TextField
                select
                size="small"
                label={t('editor.answerFor', { number })}
                value={[answerKey.answers[blank.id] ?? ''].flat()[0] ?? ''}
                onChange={(event) => setAnswer(blank.id, event.target.value)}
                error={Boolean(errorAt(errors, `key.answers.${blank.id}`))}
                helperText={errorAt(errors, `key.answers.${blank.id}`)}
                sx={{ width: 200 }}
              >
                {content.options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.id} {option.text ?? ''}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <AcceptedAnswerField number={number} value={answerKey.answers[blank.id]} field={`key.answers.${blank.id}`} errors={errors} onChange={(accepted) => setAnswer(blank.id, accepted)} />
            )}
          </>
        )}
      />
    </Stack>
  );
}
