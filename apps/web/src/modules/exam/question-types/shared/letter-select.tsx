import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import type { PartMark } from './review';
import { markColor } from './review-mark';

export interface LetterOption {
  id: string;
  text?: string;
}

/**
 * A select of option letters for one numbered part (matching, labelling with letters). A native
 * select: keyboard and screen-reader behaviour come from the browser, and phones show their picker.
 * `withText` adds the option's words to each letter where the list is not printed elsewhere.
 */
export function LetterSelect({ number, value, options, onChange, disabled, label, withText = false, mark }: {
  number: number;
  value: string;
  options: readonly LetterOption[];
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** The accessible name; defaults to "Question {number}". */
  label?: string;
  withText?: boolean;
  mark?: PartMark;
}) {
  const { t } = useTranslation('question-types');
  const known = value === '' || options.some((option) => option.id.toLowerCase() === value.trim().toLowerCase());
  return (
    <NativeSelect
      value={known ? options.find((option) => option.id.toLowerCase() === value.trim().toLowerCase())?.id ?? '' : value}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      inputProps={{ id: `question-${number}`, 'data-question-number': number, 'aria-label': label ?? t('question', { number }) } as object}
      sx={{ minWidth: withText ? 200 : 88, maxWidth: '100%', fontWeight: 600, ...(mark ? { color: markColor(mark), '& select.Mui-disabled': { color: markColor(mark), WebkitTextFillColor: 'currentColor' } } : {}) }}
    >
      <option value="">{t('choose')}</option>
      {known ? null : <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {withText && option.text ? `${option.id}  ${option.text}` : option.id}
        </option>
      ))}
    </NativeSelect>
  );
}
