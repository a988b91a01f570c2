'use client';

import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssignmentBlock } from '@web/lib/store/slices/class-assignment-slice';
import { pickOptions } from './assignment-options';
import type { AssignmentFormInput } from './assignment-form';
import { UserPicker } from './user-picker';

export interface AssignmentBlockCardProps {
  index: number;
  block: AssignmentBlock | undefined;
  control: Control<AssignmentFormInput>;
  errors: FieldErrors<AssignmentFormInput>['blocks'];
  isLoading: boolean;
  canRemove: boolean;
  onRemove: () => void;
}

/** One block: these users join the class for each of these subjects, with this role. */
export function AssignmentBlockCard({ index, block, control, errors, isLoading, canRemove, onRemove }: AssignmentBlockCardProps) {
  const { t } = useTranslation('classes');
  const number = index + 1;
  const blockErrors = errors?.[index];
  const removeLabel = t('addStudent.removeBlock', { number });

  return (
    <Card component="section" aria-label={t('addStudent.block', { number })} data-testid="assignment-block">
      <CardHeader
        title={t('addStudent.block', { number })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Tooltip title={removeLabel}>
            <span>
              <IconButton aria-label={removeLabel} onClick={onRemove} disabled={!canRemove} color="error">
                <DeleteOutlineRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
        }
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, pt: 2.5 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name={`blocks.${index}.userIds`}
            render={({ field }) => (
              <UserPicker
                blockIndex={index}
                options={block?.users ?? []}
                isLoading={isLoading}
                pageSize={block?.pagination.pageSize ?? 100}
                onChange={field.onChange}
                error={blockErrors?.userIds?.message}
              />
            )}
          />
        </Box>
        <Controller
          control={control}
          name={`blocks.${index}.subjectIds`}
          render={({ field }) => {
            const options = block?.subjects ?? [];
            return (
              <Autocomplete
                multiple
                options={options}
                value={pickOptions(options, field.value)}
                loading={isLoading && options.length === 0}
                filterSelectedOptions
                isOptionEqualToValue={(option, value) => option.id === value.id}
                getOptionLabel={(option) => option.label}
                onChange={(_event, value) => field.onChange(value.map((subject) => subject.id))}
                onBlur={field.onBlur}
                noOptionsText={t('addStudent.noSubjects')}
                loadingText={t('addStudent.loading')}
                renderInput={(params) => (
                  <TextField {...params} label={t('addStudent.subjects')} error={Boolean(blockErrors?.subjectIds)} helperText={blockErrors?.subjectIds?.message ?? t('addStudent.subjectsHelp')} />
                )}
              />
            );
          }}
        />
        <Controller
          control={control}
          name={`blocks.${index}.roleId`}
          render={({ field }) => (
            <TextField
              select
              label={t('addStudent.role')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(blockErrors?.roleId)}
              helperText={blockErrors?.roleId?.message ?? t('addStudent.roleHelp')}
            >
              {(block?.roles ?? []).map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </CardContent>
    </Card>
  );
}
