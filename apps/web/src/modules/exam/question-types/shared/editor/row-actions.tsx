import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Up, down and remove buttons of one row of an editor list, named for screen readers. */
export function RowActions({ index, count, minCount = 1, onMove, onRemove, name }: {
  index: number;
  count: number;
  minCount?: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** What the row is, for the buttons' names ("option B", "question 14"). */
  name: string;
}) {
  const { t } = useTranslation('question-types');
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton size="small" aria-label={t('editor.moveUp', { name })} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('editor.moveDown', { name })} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('editor.remove', { name })} disabled={count <= minCount} onClick={onRemove}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
