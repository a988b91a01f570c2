'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceTab } from '../types';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The tabs of a tabbed list (admins and site users), as a row above the search. */
export function ListTabs({ tabs, value, ns, onChange }: { tabs: ResourceTab[]; value: string; ns: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(ns);
  return (
    <Tabs value={value} onChange={(_event, next: string) => onChange(next)} variant="scrollable" allowScrollButtonsMobile sx={{ px: { xs: 1, md: 2.5 }, boxShadow: (theme) => `inset 0 -1px 0 ${(theme.vars ?? theme).palette.divider}` }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.text ?? t(tab.label)} />
      ))}
    </Tabs>
  );
}

/** A search box that tells the list only once typing pauses. */
export function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('resource');
  const [text, setText] = useState(value);
  // The list's search can change without typing (back, forward): the box then shows it, unless it
  // is the search this box sent itself while the person kept typing.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value.trim() !== sent.trim()) {
      setText(value);
      setSent(value);
    }
  }
  const search = (next: string) => {
    setSent(next);
    onSearch(next);
  };
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    timer.current = window.setTimeout(() => latest.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [text, value]);

  // Leaving the box (e.g. to click a row's Edit) or pressing Enter searches at once: a search still
  // waiting when a navigation starts would rewrite the address under it.
  const flush = () => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value.trim()) search(text);
  };

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      placeholder={label}
      size="small"
      type="search"
      sx={{ width: { xs: 1, sm: 400 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('list.clearSearch')} onClick={() => setText('')}>
                <ClearRoundedIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The row under the tabs: the search box, or the selection and its delete button. */
export function ListToolbar({ search, selectedCount, canDelete, onDeleteSelected }: { search?: ReactNode; selectedCount: number; canDelete: boolean; onDeleteSelected: () => void }) {
  const { t } = useTranslation('resource');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, md: 2.5 }, minHeight: 80 }}>
      {search}
      {selectedCount > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: { sm: 'auto' } }} role="status">
          <Typography variant="subtitle2">{t('list.selected', { count: selectedCount })}</Typography>
          {canDelete && (
            <Button color="error" variant="contained" size="small" startIcon={<DeleteOutlineRoundedIcon />} onClick={onDeleteSelected}>
              {t('actions.deleteSelected')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
