'use client';

import CloseIcon from '@mui/icons-material/CloseRounded';
import ZoomInIcon from '@mui/icons-material/ZoomInRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingPromptDetail } from '@lexam/contracts';

export const htmlSx = { '& p': { mt: 0, mb: 1.25 }, '& ol, & ul': { mt: 0, mb: 1.25, pl: 3 }, '& blockquote': { m: 0, mb: 1.25, pl: 2, borderInlineStart: 3, borderColor: 'divider' }, '& :last-child': { mb: 0 } };

/** The prompt: its instructions and, for Task 1, its picture, opened full size on demand. */
export function PromptPanel({ prompt }: { prompt: WritingPromptDetail }) {
  const { t } = useTranslation('writing');
  const [isZoomed, setZoomed] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="writing-prompt">
      <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: prompt.instructionsHtml }} />
      {prompt.image ? (
        <>
          <Box component="button" type="button" onClick={() => setZoomed(true)} aria-label={t('zoom')} sx={{ display: 'block', width: 1, p: 0, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', cursor: 'zoom-in' }}>
            <Box component="img" src={prompt.image.url} alt={prompt.image.alt} sx={{ display: 'block', width: 1, height: 'auto' }} />
          </Box>
          <Button size="small" startIcon={<ZoomInIcon />} onClick={() => setZoomed(true)} sx={{ mt: 1 }}>
            {t('zoom')}
          </Button>
          <Dialog open={isZoomed} onClose={() => setZoomed(false)} maxWidth="xl" fullWidth>
            <DialogTitle sx={{ pe: 7 }} lang="en" dir="ltr">
              {prompt.title}
            </DialogTitle>
            <IconButton aria-label={t('close')} onClick={() => setZoomed(false)} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
              <CloseIcon />
            </IconButton>
            <DialogContent sx={{ overflow: 'auto' }}>
              <Box component="img" src={prompt.image.url} alt={prompt.image.alt} sx={{ display: 'block', minWidth: { xs: 720, md: 0 }, width: 1, height: 'auto', bgcolor: '#fff' }} />
            </DialogContent>
          </Dialog>
        </>
      ) : null}
    </Paper>
  );
}
