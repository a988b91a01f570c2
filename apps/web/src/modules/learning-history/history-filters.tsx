'use client';

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ACTIVITY_KINDS, ACTIVITY_SKILLS, type ActivityKind } from '@lexam/contracts';
import { enGB } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from '@web/modules/resource/form/widgets/date-widget';
import { fromDay, toDay } from '@web/modules/resource/form/widgets/date-values';
import { useHistoryClassesQuery, type HistoryFilters } from './history-api';

/** The history's filters: a date range (dd/MM/yyyy), a class, an activity, a skill and a search, typed with a short pause. */
export function HistoryFilterBar({ filters, onChange }: { filters: HistoryFilters; onChange: (filters: HistoryFilters) => void }) {
  const { t, i18n } = useTranslation('history');
  const { data: classes = [] } = useHistoryClassesQuery();
  const [search, setSearch] = useState(filters.searchByName ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.searchByName ?? '') !== search.trim()) onChange({ ...filters, searchByName: search.trim() || undefined });
    }, 350);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  const field = { size: 'small' as const, sx: { minWidth: { xs: '100%', sm: 170 } } };
  const dateField = { size: 'small' as const, sx: { width: { xs: '100%', sm: 180 } } };
  const end = toDay(filters.endDate);
  const start = toDay(filters.startDate);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[i18n.language] ?? enGB}>
      <Box role="search" aria-label={t('filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DatePicker
          label={t('filters.from')}
          format="dd/MM/yyyy"
          value={start}
          maxDate={end ?? undefined}
          onChange={(day) => set({ startDate: fromDay(day) ?? undefined })}
          slotProps={{ textField: { ...dateField, name: 'startDate' }, field: { clearable: true } }}
        />
        <DatePicker
          label={t('filters.to')}
          format="dd/MM/yyyy"
          value={end}
          minDate={start ?? undefined}
          onChange={(day) => set({ endDate: fromDay(day) ?? undefined })}
          slotProps={{ textField: { ...dateField, name: 'endDate' }, field: { clearable: true } }}
        />
        <TextField select {...field} label={t('filters.class')} value={filters.classId ?? ''} onChange={(event) => set({ classId: event.target.value === '' ? undefined : Number(event.target.value) })}>
          <MenuItem value="">{t('filters.allClasses')}</MenuItem>
          {classes.map((group) => <MenuItem key={group.id} value={group.id}>{group.name}</MenuItem>)}
        </TextField>
        <TextField select {...field} label={t('filters.activity')} value={filters.activity ?? ''} onChange={(event) => set({ activity: (event.target.value || undefined) as ActivityKind | undefined })}>
          <MenuItem value="">{t('filters.allActivities')}</MenuItem>
          {ACTIVITY_KINDS.map((kind) => <MenuItem key={kind} value={kind}>{t(`activity.${kind}`)}</MenuItem>)}
        </TextField>
        <TextField select {...field} label={t('filters.skill')} value={filters.skill ?? ''} onChange={(event) => set({ skill: event.target.value || undefined })}>
          <MenuItem value="">{t('filters.allSkills')}</MenuItem>
          {ACTIVITY_SKILLS.map((skill) => <MenuItem key={skill} value={skill}>{t(`skill.${skill}`)}</MenuItem>)}
        </TextField>
        <TextField {...field} type="search" label={t('filters.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Box>
    </LocalizationProvider>
  );
}
