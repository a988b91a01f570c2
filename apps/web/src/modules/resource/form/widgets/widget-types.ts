import type { Ref } from 'react';
import type { FieldOption, ResourceField, ResourceRow } from '../../types';

/** What every form widget gets: the field, its translated label and hint, its value and state. */
export interface WidgetProps<Row extends ResourceRow = ResourceRow> {
  field: ResourceField<Row>;
  label: string;
  helper?: string;
  /** A nullable select's "none" choice, translated in the resource's namespace. */
  emptyLabel?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  disabled: boolean;
  options: FieldOption[];
  optionLabel: (option: FieldOption) => string;
  inputRef?: Ref<HTMLInputElement>;
  /** The row being edited (a media field shows its file before anything else is chosen). */
  row?: Row;
  /** The server's errors inside the field, by path below it. */
  fieldErrors?: Record<string, string>;
}
