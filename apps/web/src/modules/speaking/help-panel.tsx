'use client';

import CloseIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SpeakingPromptDetail } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type HelpSection = 'suggestions' | 'vocabulary' | 'layout' | 'model';
const SECTIONS: HelpSection[] = ['suggestions', 'vocabulary', 'layout', 'model'];
const html = { '& p': { mt: 0, mb: 1 }, '& ul, & ol': { pl: 3, mt: 0 } };

/** Suggestions, vocabulary, the part's layout and the model answer, on demand in a side panel. */
export function HelpPanel({ prompt, open, onClose, section: initial = 'suggestions' }: { prompt: SpeakingPromptDetail; open: boolean; onClose: () => void; section?: HelpSection }) {
  const { t } = useTranslation('speaking');
  const [section, setSection] = useState<HelpSection>(initial);
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, 'aria-labelledby': 'speaking-help-title', role: 'dialog' } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
        <Typography id="speaking-help-title" variant="h6" component="h2">
          {t('help.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('help.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Tabs value={section} onChange={(_, value: HelpSection) => setSection(value)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 1 }}>
        {SECTIONS.map((item) => (
          <Tab key={item} value={item} label={t(`help.${item}`)} id={`speaking-help-tab-${item}`} aria-controls="speaking-help-body" />
        ))}
      </Tabs>
      <Box id="speaking-help-body" role="tabpanel" aria-labelledby={`speaking-help-tab-${section}`} sx={{ p: 2, overflowY: 'auto' }} data-testid={`help-${section}`}>
        {section === 'suggestions' ? (
          prompt.suggestions.length ? (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {prompt.suggestions.map((item) => (
                <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Chip size="small" label={t(`help.kinds.${item.kind}`)} color={item.kind === 'phrase' ? 'primary' : item.kind === 'tip' ? 'secondary' : 'default'} variant="outlined" />
                  <Box sx={{ ...html, flex: 1 }} lang="en" dir="ltr" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
                </Box>
              ))}
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('help.none')}</Typography>
          )
        ) : null}
        {section === 'vocabulary' ? (
          prompt.vocabulary.length ? (
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              {prompt.vocabulary.map((word) => (
                <Box key={word.id}>
                  <Typography component="dt" sx={{ fontWeight: 700 }} lang="en" dir="ltr">
                    {word.term}{' '}
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {word.pronunciation ?? ''}
                    </Typography>
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} lang="en" dir="ltr">
                    {word.meaning}
                  </Typography>
                  {word.example ? (
                    <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary', fontStyle: 'italic' }} lang="en" dir="ltr">
                      {word.example}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Stack>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('help.none')}</Typography>
          )
        ) : null}
        {section === 'layout' ? (
          prompt.layout ? (
            <Box lang="en" dir="ltr">
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {prompt.layout.title}
              </Typography>
              <Box sx={html} dangerouslySetInnerHTML={{ __html: prompt.layout.bodyHtml }} />
            </Box>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('help.none')}</Typography>
          )
        ) : null}
        {section === 'model' ? (
          prompt.modelAnswerHtml ? (
            <Box sx={html} lang="en" dir="ltr" dangerouslySetInnerHTML={{ __html: prompt.modelAnswerHtml }} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('help.none')}</Typography>
          )
        ) : null}
      </Box>
    </Drawer>
  );
}
