'use client';

import CloseIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWritingHelpQuery } from './writing-api';
import { htmlSx } from './prompt-panel';

const TABS = ['suggestions', 'layout', 'vocabulary', 'model'] as const;
type HelpTab = (typeof TABS)[number];

/** Suggestions, the layout, the vocabulary and the model answer of a prompt, in a side panel opened on demand. */
export function HelpPanel({ writingId, open, onClose }: { writingId: number; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('writing');
  const [tab, setTab] = useState<HelpTab>('suggestions');
  const [showModel, setShowModel] = useState(false);
  const { data, isLoading, isError } = useWritingHelpQuery({ writingId, lang: i18n.language }, { skip: !open });
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: 1, sm: 440 } }, 'aria-labelledby': 'writing-help-title' } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography id="writing-help-title" variant="h6" component="h2">
          {t('help.title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Tabs value={tab} onChange={(_, next: HelpTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`help.${value}`)} data-testid={`help-tab-${value}`} />
        ))}
      </Tabs>
      <Box sx={{ p: 2, overflow: 'auto' }} data-testid="writing-help">
        {isLoading ? <Skeleton variant="rounded" height={160} /> : null}
        {isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
        {data && tab === 'suggestions' ? (
          data.suggestions.length === 0 ? (
            <Typography color="text.secondary">{t('help.none')}</Typography>
          ) : (
            <Stack sx={{ gap: 2 }}>
              {data.suggestions.map((item) => (
                <Box key={item.id}>
                  <Chip size="small" label={t(`help.kinds.${item.kind}`)} color={item.kind === 'phrase' ? 'info' : item.kind === 'tip' ? 'warning' : 'default'} variant="outlined" sx={{ mb: 0.75 }} />
                  <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
                </Box>
              ))}
            </Stack>
          )
        ) : null}
        {data && tab === 'layout' ? (
          <Stack sx={{ gap: 2 }}>
            {data.layoutHtml.trim() ? <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: data.layoutHtml }} /> : null}
            {data.taskLayout ? (
              <Box>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }} lang="en" dir="ltr">
                  {data.taskLayout.title}
                </Typography>
                <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: data.taskLayout.bodyHtml }} />
              </Box>
            ) : null}
            {!data.layoutHtml.trim() && !data.taskLayout ? <Typography color="text.secondary">{t('help.none')}</Typography> : null}
          </Stack>
        ) : null}
        {data && tab === 'vocabulary' ? (
          data.words.length === 0 ? (
            <Typography color="text.secondary">{t('help.none')}</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {data.words.map((word) => (
                <Box key={word.id} sx={{ mb: 1.5 }}>
                  <Typography component="dt" sx={{ fontWeight: 700 }} lang="en" dir="ltr">
                    {word.term}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {word.pronunciation ?? ''} ({word.partOfSpeech})
                    </Typography>
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} lang={word.language === 'en' ? 'en' : undefined}>
                    {word.meaning}
                  </Typography>
                  {word.example ? (
                    <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, fontStyle: 'italic' }} lang="en" dir="ltr">
                      {word.example}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Box>
          )
        ) : null}
        {data && tab === 'model' ? (
          !data.modelAnswerHtml.trim() ? (
            <Typography color="text.secondary">{t('help.none')}</Typography>
          ) : showModel ? (
            <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: data.modelAnswerHtml }} data-testid="model-answer" />
          ) : (
            <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{t('help.modelWarning')}</Typography>
              <Button variant="outlined" onClick={() => setShowModel(true)}>
                {t('help.showModel')}
              </Button>
            </Stack>
          )
        ) : null}
      </Box>
    </Drawer>
  );
}
