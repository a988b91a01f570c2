'use client';

import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Locale } from 'date-fns';
import { ar, enGB, fr, vi, zhCN } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { fromDay, toDay } from './date-values';
import type { WidgetProps } from './widget-types';

/** The calendar's language (month and day names) by interface language; the format stays dd/MM/yyyy. */
export const DATE_LOCALES: Record<string, Locale> = { en: enGB, fr, vn: vi, cn: zhCN, ar };

/** A calendar day in MUI X's DatePicker, shown dd/MM/yyyy in every language, `yyyy-MM-dd` on the wire. */
export function DateWidget({ field, label, helper, value, onChange, onBlur, error, disabled, inputRef }: WidgetProps) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[i18n.language] ?? enGB}>
      <DatePicker
        label={label}
        format="dd/MM/yyyy"
        value={toDay(value)}
        onChange={(day) => onChange(fromDay(day))}
        disabled={disabled}
        inputRef={inputRef}
        slotProps={{ textField: { name: field.name, onBlur, error: Boolean(error), helperText: error ?? helper, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
