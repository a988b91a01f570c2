'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceListQuery, useResourceOneQuery } from '../../resource-api';
import type { ReferenceConfig } from '../../types';

interface Choice {
  id: number;
  label: string;
}

/** How a referenced row reads: the configured field, else its title, name or term, else its id. */
export function referenceLabel(row: unknown, labelField?: string): string {
  const record = (row ?? {}) as Record<string, unknown>;
  const text = labelField ? record[labelField] : (record.title ?? record.name ?? record.term);
  return typeof text === 'string' && text ? text : `#${String(record.id ?? '')}`;
}

/** The list call a picker makes: the entity's first 20 rows matching the typed text, with its extra query. */
export function referenceRequest(reference: ReferenceConfig, search: string) {
  return { method: 'GET' as const, url: reference.entity, params: { pageIndex: 1, pageSize: 20, searchByName: search.trim() || undefined, ...reference.params } };
}

export interface ReferencePickerProps {
  name: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  reference: ReferenceConfig;
  onBlur?: () => void;
  error?: string;
  helper?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

/**
 * A row of another entity, searched by what is typed (its list call's `searchByName`); the chosen
 * row is loaded by `GET E/{id}` when it is not among the rows listed, so an edit shows its name.
 */
export function ReferencePicker({ name, label, value, onChange, reference, onBlur, error, helper, disabled, inputRef, size }: ReferencePickerProps) {
  const { t } = useTranslation('resource');
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input), 300);
    return () => window.clearTimeout(timer);
  }, [input]);

  const { data, isFetching } = useResourceListQuery({ key: reference.entity, request: referenceRequest(reference, search) }, { skip: disabled });
  const listed: Choice[] = (data?.rows ?? []).map((row) => ({ id: (row as { id: number }).id, label: referenceLabel(row, reference.labelField) }));
  const isListed = value !== null && listed.some((choice) => choice.id === value);
  const { data: current } = useResourceOneQuery({ key: reference.entity, request: { method: 'GET', url: `${reference.entity}/${value ?? 0}` } }, { skip: value === null || isListed });
  const selected: Choice | null = value === null ? null : (listed.find((choice) => choice.id === value) ?? { id: value, label: current ? referenceLabel(current, reference.labelField) : `#${value}` });
  const options = selected && !isListed ? [selected, ...listed] : listed;

  return (
    <Autocomplete<Choice>
      options={options}
      value={selected}
      loading={isFetching}
      disabled={disabled}
      // The server filters: every option it answers matches what was typed.
      filterOptions={(choices) => choices}
      getOptionLabel={(choice) => choice.label}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, next) => onChange(next ? next.id : null)}
      onInputChange={(_event, text, reason) => setInput(reason === 'reset' ? '' : text)}
      onBlur={onBlur}
      noOptionsText={t('form.noOptions')}
      loadingText={t('list.loading')}
      size={size}
      renderInput={(params) => <TextField {...params} name={name} label={label} error={Boolean(error)} helperText={error ?? helper} inputRef={inputRef} />}
    />
  );
}
