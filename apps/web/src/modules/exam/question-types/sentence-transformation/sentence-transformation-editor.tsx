import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SentenceTransformationContent, SentenceTransformationItem, SentenceTransformationKey } from '../shared/content-types';
import { AcceptedAnswerField, InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, renumberParts } from '../shared/editor/editor-helpers';
import { PartsEditor } from '../shared/editor/parts-editor';
import type { QuestionEditorProps } from '../types';
import { withItemField } from './sentence-transformation';

const OPTIONAL_FIELDS = ['prompt', 'start', 'end'] as const;

/** The admin form of sentence transformations: per sentence the original, key word, given start and end, and accepted answers. */
export function SentenceTransformationEditor({ value, onChange, numbers, errors }: QuestionEditorProps<SentenceTransformationContent, SentenceTransformationKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setItems = (items: SentenceTransformationItem[]) => {
    const next = renumberParts({ parts: items, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, items: next.parts }, answerKey: { ...answerKey, answers: next.answers } });
  };
  const editItem = (index: number, edit: (item: SentenceTransformationItem) => SentenceTransformationItem) =>
    onChange({ ...value, content: { ...content, items: content.items.map((item, at) => (at === index ? edit(item) : item)) } });
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => onChange({ ...value, content: { ...content, instruction } })} errors={errors} />
      <PartsEditor<SentenceTransformationItem>
        title={t('editor.sentenceTransformation.items')}
        parts={content.items}
        numbers={numbers}
        onChange={setItems}
        newPart={() => ({ id: `new-${Date.now()}`, original: '' })}
        renderPart={(item, index, number) => (
          <>
            <TextField
              size="small"
              fullWidth
              multiline
              required
              label={t('editor.sentenceTransformation.original', { number })}
              value={item.original}
              onChange={(event) => editItem(index, (current) => ({ ...current, original: event.target.value }))}
              error={Boolean(errorAt(errors, `content.items.${index}.original`))}
              helperText={errorAt(errors, `content.items.${index}.original`)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {OPTIONAL_FIELDS.map((field) => (
                <TextField
                  key={field}
                  size="small"
                  fullWidth
                  label={t(`editor.sentenceTransformation.${field}`)}
                  value={item[field] ?? ''}
                  onChange={(event) => editItem(index, (current) => withItemField({ item: current, field, value: event.target.value }))}
                  error={Boolean(errorAt(errors, `content.items.${index}.${field}`))}
                  helperText={errorAt(errors, `content.items.${index}.${field}`)}
                  sx={field === 'prompt' ? { maxWidth: { sm: 180 } } : undefined}
                />
              ))}
            </Stack>
            <AcceptedAnswerField
              number={number}
              value={answerKey.answers[item.id]}
              field={`key.answers.${item.id}`}
              errors={errors}
              onChange={(accepted) => onChange({ ...value, answerKey: { ...answerKey, answers: { ...answerKey.answers, [item.id]: accepted } } })}
            />
          </>
        )}
      />
      <Typography variant="caption" color="text.secondary">
        {t('editor.sentenceTransformation.answerHelp')}
      </Typography>
    </Stack>
  );
}
