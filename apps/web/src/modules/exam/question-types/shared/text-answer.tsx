import InputBase from '@mui/material/InputBase';
import { useTranslation } from 'react-i18next';
import type { PartMark } from './review';
import { markColor } from './review-mark';

/**
 * A typed answer for one numbered part: an inline gap in a text (completion) or a line of its own
 * (short answer, typed labels). The number shows inside the empty box, as on the exam screen.
 */
export function TextAnswer({ number, value, onChange, readOnly, mark, inline = false, wide = false, label, list }: {
  number: number;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  mark?: PartMark;
  inline?: boolean;
  /** A whole phrase (a rewritten sentence): grows to the line's width, text from the start. */
  wide?: boolean;
  /** The accessible name; defaults to "Question {number}". */
  label?: string;
  /** The id of a `<datalist>` to pick from (a word box). */
  list?: string;
}) {
  const { t } = useTranslation('question-types');
  return (
    <InputBase
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      readOnly={readOnly}
      placeholder={String(number)}
      inputProps={{
        id: `question-${number}`,
        'data-question-number': number,
        'aria-label': label ?? t('question', { number }),
        dir: 'auto',
        autoComplete: 'off',
        autoCapitalize: 'off',
        spellCheck: false,
        list,
        maxLength: 200,
      }}
      sx={{
        mx: inline ? 0.5 : 0,
        my: inline ? 0.25 : 0,
        width: inline ? '14ch' : wide ? 'auto' : { xs: '100%', sm: 320 },
        flex: wide ? '1 1 24ch' : undefined,
        maxWidth: '100%',
        verticalAlign: 'baseline',
        border: 1,
        borderColor: mark ? markColor(mark) : 'text.secondary',
        borderRadius: 0.75,
        bgcolor: 'background.paper',
        typography: 'body2',
        '& input': { py: 0.25, px: 0.75, textAlign: wide ? 'start' : 'center' },
        '&.Mui-focused': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
      }}
    />
  );
}
