'use client';

import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import type { WidgetProps } from './widget-types';

/** HTML written in TipTap (the server sanitises it). */
export function RichTextWidget({ label, helper, value, onChange, onBlur, error, disabled }: WidgetProps) {
  return <RichTextEditor label={label} helper={helper} value={typeof value === 'string' ? value : ''} onChange={onChange} onBlur={onBlur} error={error} disabled={disabled} />;
}
