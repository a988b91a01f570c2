'use client';

import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption, ResourceField, ResourceRow } from '../types';

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
}

function PasswordInput<Row extends ResourceRow>({ field, label, value, onChange, onBlur, error, helper, disabled, inputRef }: Omit<FieldControlProps<Row>, 'options' | 'ns'> & { label: string; helper?: string }) {
  const { t } = useTranslation('resource');
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      name={field.name}
      type={isShown ? 'text' : 'password'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helper}
      disabled={disabled}
      inputRef={inputRef}
      autoComplete={field.autoComplete ?? 'new-password'}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={() => setShown((shown) => !shown)} aria-label={isShown ? t('form.hidePassword') : t('form.showPassword')}>
                {isShown ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** One form control by the field's kind; values are kept in the shape the contracts' schemas read. */
export function FieldControl<Row extends ResourceRow>(props: FieldControlProps<Row>) {
  const { field, ns, value, onChange, onBlur, error, disabled, options, inputRef } = props;
  const { t } = useTranslation(ns);
  const label = t(field.label);
  const helper = field.helper ? t(field.helper) : undefined;
  const optionLabel = (option: FieldOption) => (field.optionLabel ? field.optionLabel(option, t) : option.label);

  switch (field.kind) {
    case 'switch':
      return (
        <Box>
          <FormControlLabel
            label={label}
            control={<Switch name={field.name} checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} disabled={disabled} />}
          />
          {(error ?? helper) && <FormHelperText error={Boolean(error)}>{error ?? helper}</FormHelperText>}
        </Box>
      );
    case 'password':
      return <PasswordInput field={field} label={label} helper={helper} value={value} onChange={onChange} onBlur={onBlur} error={error} disabled={disabled} inputRef={inputRef} />;
    case 'select':
      return (
        <TextField
          select
          label={label}
          name={field.name}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            onChange(chosen ? chosen.value : field.nullable ? null : '');
          }}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helper}
          disabled={disabled}
          inputRef={inputRef}
          fullWidth
          // A nullable select shows its "none" choice rather than an empty box.
          slotProps={field.nullable ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
        >
          {field.nullable && (
            <MenuItem value="">
              <em>{t(field.emptyLabel ?? 'resource:form.none')}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={String(option.value)} value={String(option.value)}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiSelect': {
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
    case 'custom': {
      const Custom = field.component;
      return Custom ? <Custom name={field.name} label={label} value={value} onChange={onChange} error={error} disabled={disabled} /> : null;
    }
    default: {
      const isNumber = field.kind === 'number';
      return (
        <TextField
          label={label}
          name={field.name}
          type={isNumber ? 'number' : 'text'}
          multiline={field.kind === 'multiline'}
          minRows={field.kind === 'multiline' ? 3 : undefined}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value;
            if (isNumber) onChange(text === '' ? null : Number(text));
            else onChange(text === '' && field.nullable ? null : text);
          }}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helper}
          disabled={disabled}
          inputRef={inputRef}
          autoComplete={field.autoComplete}
          fullWidth
        />
      );
    }
  }
}
