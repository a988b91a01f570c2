'use client';

import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Annotation } from './annotations';

export interface NotesDrawerProps {
  open: boolean;
  onClose: () => void;
  annotations: readonly Annotation[];
  sectionLabels: ReadonlyMap<number, string>;
  onRemove: (id: string) => void;
  onShow: (annotation: Annotation) => void;
}

/** Every note and highlight of the attempt, by passage; each can be shown or removed. */
export function NotesDrawer({ open, onClose, annotations, sectionLabels, onRemove, onShow }: NotesDrawerProps) {
  const { t } = useTranslation('exam');
  const sections = [...new Set(annotations.map((annotation) => annotation.sectionId))];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6">{t('notes.title')}</Typography>
      </Box>
      {annotations.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('notes.empty')}</Typography>
      ) : (
        <List data-testid="notes-list">
          {sections.map((sectionId) => (
            <li key={sectionId}>
              <ul style={{ padding: 0 }}>
                <ListSubheader>{sectionLabels.get(sectionId) ?? ''}</ListSubheader>
                {annotations
                  .filter((annotation) => annotation.sectionId === sectionId)
                  .sort((a, b) => a.start - b.start)
                  .map((annotation) => (
                    <ListItem
                      key={annotation.id}
                      disablePadding
                      secondaryAction={
                        <IconButton edge="end" aria-label={annotation.note === null ? t('notes.removeHighlight') : t('notes.removeNote')} onClick={() => onRemove(annotation.id)}>
                          <DeleteIcon />
                        </IconButton>
                      }
                    >
                      <ListItemButton onClick={() => onShow(annotation)}>
                        <ListItemText
                          primary={annotation.note ?? t('notes.highlighted')}
                          secondary={<span dir="ltr" lang="en">“{annotation.quote.length > 120 ? `${annotation.quote.slice(0, 120)}…` : annotation.quote}”</span>}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
              </ul>
            </li>
          ))}
        </List>
      )}
    </Drawer>
  );
}
