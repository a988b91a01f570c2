'use client';

import AddIcon from '@mui/icons-material/AddRounded';
import ArrowDownIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUGGESTION_KINDS } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@web/components/rich-text/rich-text-editor';
import { useResourceListQuery, useResourceSendMutation } from '@web/modules/resource/resource-api';
import { useCan } from '@web/modules/resource/use-can';

interface Suggestion {
  id: number;
  kind: (typeof SUGGESTION_KINDS)[number];
  bodyHtml: string;
  sortOrder: number;
}
const KEY = 'speakingSuggestion';
const ENTITY = 'SpeakingSuggestion';

/** The suggestions of a speaking prompt (ideas, useful phrases, tips), edited in a list on the prompt's edit screen. */
export function SuggestionsEditor({ speakingId }: { speakingId: number }) {
  const { t } = useTranslation('course-admin');
  const can = useCan();
  const canEdit = can('speaking.update');
  const { data, isLoading, error } = useResourceListQuery({ key: KEY, request: { method: 'GET', url: ENTITY, params: { speakingId, pageSize: 200, sort: 'sortOrder' } } });
  const [send, { isLoading: isSaving }] = useResourceSendMutation();
  const [editing, setEditing] = useState<{ id?: number; kind: Suggestion['kind']; bodyHtml: string; version: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = (data?.rows ?? []) as Suggestion[];

  const run = async (request: Parameters<typeof send>[0]['request']) => {
    setProblem(null);
    try {
      await send({ key: KEY, request }).unwrap();
      return true;
    } catch (caught) {
      setProblem((caught as { data?: { title?: string } }).data?.title ?? t('suggestion.failed'));
      return false;
    }
  };
  const save = async () => {
    if (!editing) return;
    const ok = editing.id
      ? await run({ method: 'PUT', url: `${ENTITY}/${editing.id}`, body: { kind: editing.kind, bodyHtml: editing.bodyHtml } })
      : await run({ method: 'POST', url: ENTITY, body: { speakingId, kind: editing.kind, bodyHtml: editing.bodyHtml } });
    if (ok) setEditing(null);
  };
  const move = (index: number, to: number) => {
    const ids = rows.map((row) => row.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    void run({ method: 'PUT', url: `${ENTITY}/updateOrder`, body: { ids } });
  };

  return (
    <Box component="section" aria-labelledby="speaking-suggestions-heading" sx={{ mt: 3, pb: 4 }} data-testid="speaking-suggestions">
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Typography id="speaking-suggestions-heading" component="h2" variant="h6">
            {t('suggestion.title')}
          </Typography>
          {canEdit && !editing ? (
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({ kind: 'idea', bodyHtml: '', version: Date.now() })}>
              {t('suggestion.add')}
            </Button>
          ) : null}
        </Stack>
        {problem || error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem ?? t('suggestion.failed')}
          </Alert>
        ) : null}
        {editing ? (
          <Stack spacing={2} sx={{ mb: 3 }}>
            <TextField select label={t('suggestion.kind')} value={editing.kind} onChange={(event) => setEditing({ ...editing, kind: event.target.value as Suggestion['kind'] })} sx={{ maxWidth: 240 }} size="small">
              {SUGGESTION_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`suggestion.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <RichTextEditor key={editing.version} label={t('suggestion.body')} value={editing.bodyHtml} onChange={(bodyHtml) => setEditing((current) => (current ? { ...current, bodyHtml } : current))} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void save()} disabled={isSaving}>
                {t('suggestion.save')}
              </Button>
              <Button onClick={() => setEditing(null)}>{t('suggestion.cancel')}</Button>
            </Stack>
          </Stack>
        ) : null}
        {isLoading ? null : rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('suggestion.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row, index) => (
              <Box component="li" key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Chip size="small" label={t(`suggestion.kinds.${row.kind}`)} sx={{ mt: 0.5 }} />
                <Box sx={{ flex: 1, minWidth: 0, '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: row.bodyHtml }} />
                {canEdit ? (
                  <Stack direction="row">
                    <IconButton size="small" aria-label={t('suggestion.moveUp', { number: index + 1 })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUpIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('suggestion.moveDown', { number: index + 1 })} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDownIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('suggestion.editOne', { number: index + 1 })} onClick={() => setEditing({ id: row.id, kind: row.kind, bodyHtml: row.bodyHtml, version: Date.now() })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t('suggestion.deleteOne', { number: index + 1 })} onClick={() => void run({ method: 'DELETE', url: `${ENTITY}/${row.id}` })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </Card>
    </Box>
  );
}
