import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MATCHING_VARIANTS } from '../shared/content-types';
import type { Item, MatchingContent, MatchingKey } from '../shared/content-types';
import { InstructionField, VariantField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, LETTER_IDS, renumberParts } from '../shared/editor/editor-helpers';
import { OptionsEditor } from '../shared/editor/options-editor';
import { PartsEditor } from '../shared/editor/parts-editor';
import type { QuestionEditorProps } from '../types';
import { ROMAN } from './matching';

/** The admin form of matching: variant, the options list, and each item with its option. */
export function MatchingEditor({ value, onChange, numbers, errors }: QuestionEditorProps<MatchingContent, MatchingKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setContent = (patch: Partial<MatchingContent>) => onChange({ ...value, content: { ...content, ...patch } });
  const setItems = (items: Item[]) => {
    const next = renumberParts({ parts: items, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, items: next.parts }, answerKey: { answers: next.answers } });
  };
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <VariantField value={content.variant} variants={MATCHING_VARIANTS} onChange={(variant) => setContent({ variant })} />
        <FormControlLabel
          control={<Switch checked={Boolean(content.optionsReusable)} onChange={(event) => setContent({ optionsReusable: event.target.checked })} />}
          label={t('editor.optionsReusable')}
        />
      </Stack>
      <InstructionField value={content.instruction} onChange={(instruction) => setContent({ instruction })} errors={errors} />
      <OptionsEditor
        title={t(`editor.matchingOptions.${content.variant}`)}
        options={content.options}
        ids={content.variant === 'headings' ? ROMAN : LETTER_IDS}
        field="content.options"
        errors={errors}
        onChange={(options) => setContent({ options })}
      />
      <PartsEditor
        title={t(`editor.matchingItems.${content.variant}`)}
        parts={content.items}
        numbers={numbers}
        onChange={setItems}
        newPart={() => ({ id: `new-${Date.now()}`, text: '' })}
        renderPart={(item, index, number) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              fullWidth
              required
              label={t('editor.itemFor', { number })}
              value={item.text}
              onChange={(event) => setItems(content.items.map((entry, at) => (at === index ? { ...entry, text: event.target.value } : entry)))}
              error={Boolean(errorAt(errors, `content.items.${index}`))}
              helperText={errorAt(errors, `content.items.${index}`)}
            />
            <TextField
              select
              size="small"
              label={t('editor.answerFor', { number })}
              value={content.options.some((option) => option.id === answerKey.answers[item.id]) ? answerKey.answers[item.id] : ''}
              onChange={(event) => onChange({ ...value, answerKey: { answers: { ...answerKey.answers, [item.id]: event.target.value } } })}
              error={Boolean(errorAt(errors, `key.answers.${item.id}`))}
              helperText={errorAt(errors, `key.answers.${item.id}`)}
              sx={{ minWidth: 140 }}
            >
              {content.options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.id}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
      />
    </Stack>
  );
}
