'use client';

import type { ComponentType, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldKind, FieldOption, ResourceField, ResourceRow } from '../types';
import { CustomWidget } from './widgets/custom-widget';
import { DateWidget } from './widgets/date-widget';
import { MediaWidget } from './widgets/media-widget';
import { MultiSelectWidget } from './widgets/multi-select-widget';
import { PasswordWidget } from './widgets/password-widget';
import { ReferenceWidget } from './widgets/reference-widget';
import { RichTextWidget } from './widgets/rich-text-widget';
import { SelectWidget } from './widgets/select-widget';
import { SwitchWidget } from './widgets/switch-widget';
import { TextWidget } from './widgets/text-widget';
import type { WidgetProps } from './widgets/widget-types';

export interface FieldControlProps<Row extends ResourceRow> {
  field: ResourceField<Row>;
  ns: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  disabled: boolean;
  options: FieldOption[];
  inputRef?: Ref<HTMLInputElement>;
  row?: Row;
  fieldErrors?: Record<string, string>;
}

/** The widget of each field kind: a new kind is one file and one line here. */
export const WIDGETS: Record<FieldKind, ComponentType<WidgetProps>> = {
  text: TextWidget,
  multiline: TextWidget,
  number: TextWidget,
  switch: SwitchWidget,
  select: SelectWidget,
  multiSelect: MultiSelectWidget,
  password: PasswordWidget,
  custom: CustomWidget,
  richText: RichTextWidget,
  date: DateWidget,
  media: MediaWidget,
  reference: ReferenceWidget,
};

/** The kinds that span the whole form width. */
export const WIDE_KINDS: readonly FieldKind[] = ['custom', 'multiline', 'richText'];

/** One form control by the field's kind; values are kept in the shape the contracts' schemas read. */
export function FieldControl<Row extends ResourceRow>({ field, ns, ...props }: FieldControlProps<Row>) {
  const { t } = useTranslation(ns);
  const Widget = WIDGETS[field.kind] as unknown as ComponentType<WidgetProps<Row>>;
  return (
    <Widget
      {...props}
      field={field}
      label={t(field.label)}
      helper={field.helper ? t(field.helper) : undefined}
      emptyLabel={field.emptyLabel ? t(field.emptyLabel) : undefined}
      optionLabel={(option) => (field.optionLabel ? field.optionLabel(option, t) : option.label)}
    />
  );
}
