'use client';

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@web/lib/store/hooks';
import type { AssignmentUserOption } from '@web/lib/store/slices/class-assignment-slice';
import { narrowUsers } from './assignment-options';
import { searchBlockUsers } from './assignment-thunks';

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

export interface UserPickerProps {
  blockIndex: number;
  options: AssignmentUserOption[];
  isLoading: boolean;
  /** The page size of the block's search: a full page means there are more users to narrow down to. */
  pageSize: number;
  onChange: (userIds: number[]) => void;
  error?: string;
}

/**
 * Chooses users with a server search (User/getAllUser?searchByName=). The chosen users are kept here
 * with their labels, since a later search no longer returns them.
 */
export function UserPicker({ blockIndex, options, isLoading, pageSize, onChange, error }: UserPickerProps) {
  const { t } = useTranslation('classes');
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<AssignmentUserOption[]>([]);
  const [inputValue, setInputValue] = useState('');
  // The search the options are the server's answer to: until the answer to the text typed arrives,
  // the options loaded are narrowed here, so the list never shows users the text rules out.
  const [answered, setAnswered] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const search = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      search.current?.abort();
    },
    [],
  );

  const askServer = (value: string) => {
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    void dispatch(searchBlockUsers(blockIndex, value, controller.signal)).then(() => {
      if (!controller.signal.aborted) setAnswered(value.trim());
    });
  };

  const onInputChange = (value: string, reason: string) => {
    setInputValue(value);
    window.clearTimeout(timer.current);
    // Choosing an option clears the text: the list then offers every user again, not the last search.
    if (reason !== 'input' && reason !== 'clear') {
      if (value.trim() === '' && answered !== '') askServer('');
      return;
    }
    timer.current = window.setTimeout(() => askServer(value), SEARCH_DELAY_MS);
  };

  const hint = options.length >= pageSize ? t('addStudent.usersMore', { count: pageSize }) : t('addStudent.usersHelp');

  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      inputValue={inputValue}
      loading={isLoading}
      filterOptions={(found) => narrowUsers(found, inputValue, answered)}
      filterSelectedOptions
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.label}
      onInputChange={(_event, value, reason) => onInputChange(value, reason)}
      onChange={(_event, value) => {
        setChosen(value);
        onChange(value.map((user) => user.id));
      }}
      noOptionsText={t('addStudent.noUsers')}
      loadingText={t('addStudent.loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <Typography variant="body2">{option.label}</Typography>
          {option.detail && option.detail !== option.label ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {option.detail}
            </Typography>
          ) : null}
        </Box>
      )}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={option.label} title={option.detail} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={t('addStudent.users')} error={Boolean(error)} helperText={error ?? hint} />}
    />
  );
}
