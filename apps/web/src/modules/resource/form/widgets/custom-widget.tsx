'use client';

import type { WidgetProps } from './widget-types';

/** The resource's own component (a permission matrix, translations, practice questions). */
export function CustomWidget({ field, label, value, onChange, error, disabled, fieldErrors }: WidgetProps) {
  const Custom = field.component;
  return Custom ? <Custom name={field.name} label={label} value={value} onChange={onChange} error={error} disabled={disabled} fieldErrors={fieldErrors} /> : null;
}
