'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Block } from './markdown-blocks';
import { MarkdownView } from './markdown-view';

/** The test document format's help inside the dashboard: a title in the admin's language, then the reference. */
export function TestFormatHelpView({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation('exam-admin');
  // The reference's own first heading repeats the screen's title.
  const body = blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('import.helpTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('import.helpIntro')}</Typography>
      </Box>
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="test-format-help">
        <MarkdownView blocks={body} />
      </Card>
    </Box>
  );
}
