import { useTranslation } from 'react-i18next';
import type { PartMark } from './review';
import classes from './text-answer.module.css';

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
    <input
      className={`${classes.field}${inline ? ` ${classes.inline}` : wide ? ` ${classes.wide}` : ''}`}
      data-mark={mark}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      readOnly={readOnly}
      placeholder={String(number)}
      id={`question-${number}`}
      data-question-number={number}
      aria-label={label ?? t('question', { number })}
      dir="auto"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      list={list}
      maxLength={200}
    />
  );
}
