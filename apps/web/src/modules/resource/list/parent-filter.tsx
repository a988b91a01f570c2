'use client';

import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../form/widgets/reference-picker';
import type { ParentFilter } from '../types';

/** The parent picker above a list (a lesson for passages, a passage for words); its choice is in the address. */
export function ParentFilterPicker({ filter, ns, value, onChange }: { filter: ParentFilter; ns: string; value: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation(ns);
  const id = value && /^\d+$/.test(value) ? Number(value) : null;
  return (
    <ReferencePicker
      name={`filter-${filter.field}`}
      label={t(filter.label)}
      value={id}
      onChange={(next) => onChange(next === null ? '' : String(next))}
      reference={filter.reference}
      size="small"
    />
  );
}
