import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionNumber } from '../question-number';
import { numberAt } from '../review';
import { moveEntry } from './editor-helpers';
import { RowActions } from './row-actions';

/**
 * The numbered parts of a question (statements, items, questions, blanks): each row shows the number
 * the learner will see and the fields `renderPart` draws; rows can be added, removed and reordered.
 * `onChange` gets the list in its new order; the type renumbers ids and moves key answers with it.
 */
export function PartsEditor<Part>({ title, parts, numbers, onChange, renderPart, newPart, maxCount = 50 }: {
  title: string;
  parts: readonly Part[];
  numbers: readonly number[];
  onChange: (next: Part[]) => void;
  renderPart: (part: Part, index: number, number: number) => ReactNode;
  newPart: (index: number) => Part;
  maxCount?: number;
}) {
  const { t } = useTranslation('question-types');
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {parts.map((part, index) => {
        const number = numberAt(numbers, index);
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box sx={{ pt: 1 }}>
              <QuestionNumber number={number} />
            </Box>
            <Stack spacing={1.25} sx={{ flex: 1, minWidth: 0 }}>
              {renderPart(part, index, number)}
            </Stack>
            <RowActions
              index={index}
              count={parts.length}
              name={t('question', { number })}
              onMove={(to) => onChange(moveEntry(parts, index, to))}
              onRemove={() => onChange(parts.filter((_, at) => at !== index))}
            />
          </Box>
        );
      })}
      <Button size="small" startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} disabled={parts.length >= maxCount} onClick={() => onChange([...parts, newPart(parts.length)])}>
        {t('editor.addPart', { number: numberAt(numbers, parts.length) })}
      </Button>
    </Stack>
  );
}
