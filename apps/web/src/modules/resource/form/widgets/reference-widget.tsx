'use client';

import { ReferencePicker } from './reference-picker';
import type { WidgetProps } from './widget-types';

/** A row of another content type, sent as its id. */
export function ReferenceWidget({ field, label, helper, value, onChange, onBlur, error, disabled, inputRef }: WidgetProps) {
  if (!field.reference) return null;
  return (
    <ReferencePicker
      name={field.name}
      label={label}
      helper={helper}
      value={typeof value === 'number' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      inputRef={inputRef}
      reference={field.reference}
    />
  );
}
