'use client';

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from './widget-types';

/** Several of the options, as chips. */
export function MultiSelectWidget({ field, label, helper, value, onChange, onBlur, error, disabled, options, optionLabel, inputRef }: WidgetProps) {
  const chosen = Array.isArray(value) ? options.filter((option) => (value as unknown[]).includes(option.value)) : [];
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      disabled={disabled}
      filterSelectedOptions
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      onChange={(_event, next) => onChange(next.map((option) => option.value))}
      onBlur={onBlur}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => <TextField {...params} name={field.name} label={label} error={Boolean(error)} helperText={error ?? helper} inputRef={inputRef} />}
    />
  );
}
