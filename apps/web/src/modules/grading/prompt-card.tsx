'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PracticePrompt } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A prompt as authored: instructions or cue card (HTML sanitized by the server when saved), picture,
 * Part 1 questions, and the model answer when asked for.
 */
export function PromptCard({ prompt, showModel }: { prompt: PracticePrompt; showModel?: boolean }) {
  const { t } = useTranslation('grading');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {t('detail.prompt')} · {t(`queue.section.${prompt.section}`)}
        </Typography>
        {prompt.instructionsHtml && <Box dir="ltr" lang="en" sx={{ typography: 'body2' }} dangerouslySetInnerHTML={{ __html: prompt.instructionsHtml }} />}
        {prompt.cueCardHtml && <Box dir="ltr" lang="en" sx={{ typography: 'body2' }} dangerouslySetInnerHTML={{ __html: prompt.cueCardHtml }} />}
        {prompt.imageUrl && <Box component="img" src={prompt.imageUrl} alt={prompt.title} sx={{ maxWidth: '100%', mt: 1, borderRadius: 1 }} />}
        {prompt.questions.length > 0 && (
          <Box component="ol" dir="ltr" lang="en" sx={{ typography: 'body2', pl: 3 }}>
            {prompt.questions.map((question, index) => <li key={index}>{question}</li>)}
          </Box>
        )}
        {showModel && prompt.modelAnswerHtml && (
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: 'pointer', typography: 'subtitle2' }}>{t('detail.modelAnswer')}</Box>
            <Box dir="ltr" lang="en" sx={{ typography: 'body2', mt: 1 }} dangerouslySetInnerHTML={{ __html: prompt.modelAnswerHtml }} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
