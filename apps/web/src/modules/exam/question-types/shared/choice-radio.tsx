import type { ChangeEvent, ReactNode } from 'react';
import classes from './choice-radio.module.css';

export interface ChoiceRadioProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: ReactNode;
  disabled?: boolean;
  /** The input's id (the first radio of a question carries `question-<n>`, where the navigator sends the focus). */
  id?: string;
  /** The question number, on the input (`data-question-number`): the screen's focus tracking reads it. */
  questionNumber?: number;
  /** In a review, the label's colour: the right answer, or the learner's wrong one. */
  tone?: 'correct' | 'wrong';
  /** The label's first line beside the circle (multi-line option texts), instead of centred. */
  alignTop?: boolean;
  /** The label in the exam's bold small type (TRUE, FALSE, NOT GIVEN) rather than the text's own. */
  strong?: boolean;
  /** Whether a disabled radio's label keeps its own colour (it colours itself in a review) instead of turning secondary. */
  keepLabelColour?: boolean;
}

/**
 * A radio and its label for the question players: a native input, so the group's arrow keys, the
 * form's name and the browser's own checked state work without script (the server-rendered exam
 * screen is usable before it hydrates), drawn by choice-radio.module.css.
 */
export function ChoiceRadio({ name, value, checked, onChange, label, disabled, id, questionNumber, tone, alignTop, strong, keepLabelColour }: ChoiceRadioProps) {
  return (
    <label
      className={alignTop ? `${classes.choice} ${classes.top}` : classes.choice}
      data-disabled={disabled ? '' : undefined}
      data-tone={tone}
      data-keep-colour={keepLabelColour ? '' : undefined}
    >
      <span className={classes.control}>
        <input type="radio" className={classes.input} name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} id={id} data-question-number={questionNumber} />
        <span className={classes.dot} aria-hidden="true" />
      </span>
      <span className={strong ? `${classes.label} ${classes.strong}` : classes.label}>{label}</span>
    </label>
  );
}

/** The radios of one question, named by its text (`aria-labelledby`): in a row, or a column of options. */
export function ChoiceGroup({ labelledBy, direction, children }: { labelledBy: string; direction: 'row' | 'column'; children: ReactNode }) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={direction === 'row' ? classes.row : classes.column}>
      {children}
    </div>
  );
}
