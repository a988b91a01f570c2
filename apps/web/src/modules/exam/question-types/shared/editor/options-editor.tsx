import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldError } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { errorAt, moveEntry, nextOptionId } from './editor-helpers';
import { RowActions } from './row-actions';

export interface EditableOption {
  id: string;
  text?: string;
}

/**
 * The list of options of a question (letters, headings, a word box): id and text per row, add,
 * remove and reorder. `field` is the content path the server names (`content.options`).
 */
export function OptionsEditor<Option extends EditableOption>({ title, options, onChange, ids, minCount = 2, field, errors, textRequired = true }: {
  title: string;
  options: readonly Option[];
  onChange: (next: Option[]) => void;
  /** The ids new options take, in order (letters or roman numerals). */
  ids: readonly string[];
  minCount?: number;
  field: string;
  errors?: FieldError[];
  textRequired?: boolean;
}) {
  const { t } = useTranslation('question-types');
  const listError = errors?.find((error) => error.field === field)?.message;
  const edit = (index: number, patch: Partial<EditableOption>) => onChange(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {options.map((option, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('editor.optionId')}
            value={option.id}
            onChange={(event) => edit(index, { id: event.target.value })}
            error={Boolean(errorAt(errors, `${field}.${index}.id`))}
            sx={{ width: 84, flexShrink: 0 }}
          />
          <TextField
            size="small"
            fullWidth
            label={t('editor.optionText', { id: option.id })}
            value={option.text ?? ''}
            required={textRequired}
            onChange={(event) => edit(index, { text: event.target.value })}
            error={Boolean(errorAt(errors, `${field}.${index}.text`))}
            helperText={errorAt(errors, `${field}.${index}`)}
          />
          <RowActions
            index={index}
            count={options.length}
            minCount={minCount}
            name={t('editor.optionName', { id: option.id })}
            onMove={(to) => onChange(moveEntry(options, index, to))}
            onRemove={() => onChange(options.filter((_, at) => at !== index))}
          />
        </Stack>
      ))}
      {listError ? (
        <Typography variant="caption" color="error">
          {listError}
        </Typography>
      ) : null}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={options.length >= 30}
        onClick={() => onChange([...options, { id: nextOptionId({ existing: options.map((option) => option.id), ids }), text: '' } as Option])}
      >
        {t('editor.addOption')}
      </Button>
    </Stack>
  );
}
