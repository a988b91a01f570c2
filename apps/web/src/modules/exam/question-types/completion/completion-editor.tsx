import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPLETION_VARIANTS } from '../shared/content-types';
import type { CompletionContent, TypedKey } from '../shared/content-types';
import { AcceptedAnswerField, InstructionField, VariantField, WordLimitField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, LETTER_IDS, renumberGaps } from '../shared/editor/editor-helpers';
import { OptionsEditor } from '../shared/editor/options-editor';
import { QuestionNumber } from '../shared/question-number';
import { numberAt } from '../shared/review';
import type { QuestionEditorProps } from '../types';
import { gapIdsOf } from './completion-body';

/**
 * The admin form of completion: variant, title, the body with `[[n]]` gaps (renumbered in reading
 * order as the author types, so gaps and question numbers agree), an optional word box, and per gap
 * its accepted answers (or its box letter).
 */
export function CompletionEditor({ value, onChange, numbers, errors }: QuestionEditorProps<CompletionContent, TypedKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const ids = gapIdsOf(content.body);
  const setContent = (patch: Partial<CompletionContent>) => onChange({ ...value, content: { ...content, ...patch } });
  const setBody = (body: string) => {
    const next = renumberGaps({ body, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, body: next.body }, answerKey: { ...answerKey, answers: next.answers } });
  };
  const setAnswer = (id: string, accepted: string | string[]) => onChange({ ...value, answerKey: { ...answerKey, answers: { ...answerKey.answers, [id]: accepted } } });
  const bodyError = errorAt(errors, 'content.body') ?? errorAt(errors, 'content');
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <VariantField value={content.variant} variants={COMPLETION_VARIANTS} onChange={(variant) => setContent({ variant })} />
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(content.wordBox)}
              onChange={(event) => setContent({ wordBox: event.target.checked ? LETTER_IDS.slice(0, Math.max(3, ids.length + 2)).map((id) => ({ id, text: '' })) : undefined })}
            />
          }
          label={t('editor.useWordBox')}
        />
      </Stack>
      <InstructionField value={content.instruction} onChange={(instruction) => setContent({ instruction })} errors={errors} />
      <TextField size="small" fullWidth label={t('editor.title')} value={content.title ?? ''} onChange={(event) => setContent({ title: event.target.value || undefined })} />
      <TextField
        fullWidth
        multiline
        minRows={4}
        required
        label={t('editor.body')}
        value={content.body}
        onChange={(event) => setBody(event.target.value)}
        error={Boolean(bodyError)}
        helperText={bodyError ?? t(content.variant === 'table' ? 'editor.bodyTableHelp' : 'editor.bodyHelp')}
        slotProps={{ htmlInput: { spellCheck: true } }}
      />
      <Button size="small" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => setBody(`${content.body}${content.body && !content.body.endsWith(' ') ? ' ' : ''}[[${numberAt(numbers, ids.length)}]]`)}>
        {t('editor.addGap', { number: numberAt(numbers, ids.length) })}
      </Button>
      {content.wordBox ? (
        <OptionsEditor title={t('wordBox')} options={content.wordBox} ids={LETTER_IDS} field="content.wordBox" errors={errors} onChange={(wordBox) => setContent({ wordBox })} />
      ) : (
        <WordLimitField value={answerKey.wordLimit} onChange={(wordLimit) => onChange({ ...value, answerKey: { ...answerKey, wordLimit } })} errors={errors} />
      )}
      <Typography variant="subtitle2">{t('editor.answers')}</Typography>
      {ids.length === 0 ? <Typography variant="body2" color="text.secondary">{t('editor.noGaps')}</Typography> : null}
      {ids.map((id, index) => {
        const number = numberAt(numbers, index);
        return (
          <Stack key={id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ pt: 1 }}>
              <QuestionNumber number={number} />
            </Stack>
            {content.wordBox ? (
              <TextField
                select
                size="small"
                label={t('editor.answerFor', { number })}
                value={[answerKey.answers[id] ?? ''].flat()[0] ?? ''}
                onChange={(event) => setAnswer(id, event.target.value)}
                error={Boolean(errorAt(errors, `key.answers.${id}`))}
                helperText={errorAt(errors, `key.answers.${id}`)}
                sx={{ minWidth: 200 }}
              >
                {content.wordBox.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.id} {option.text}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <AcceptedAnswerField number={number} value={answerKey.answers[id]} field={`key.answers.${id}`} errors={errors} onChange={(accepted) => setAnswer(id, accepted)} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
