import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultSection } from '@lexam/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearMarks, markPhrases, revealMark } from './mark-evidence';
import { matchesFilter } from './result-format';
import type { ReviewFilter } from './result-format';
import { ReviewQuestion } from './review-question';

/**
 * One passage (or listening section) of the review: the passage, or the audio and its transcript,
 * beside its questions (stacked on a narrow screen). "Show in passage" marks the evidence phrases in
 * the text and scrolls to the first.
 */
export function ReviewSection({ section, filter }: { section: ResultSection; filter: ReviewFilter }) {
  const { t } = useTranslation('exam-results');
  const textRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');
  const isListening = Boolean(section.audioUrl) || (!section.passageHtml && Boolean(section.transcriptHtml));
  const html = section.passageHtml ?? section.transcriptHtml ?? '';
  const where = isListening ? 'transcript' : 'passage';
  const groups = section.groups.map((group) => ({ ...group, questions: group.questions.filter((question) => matchesFilter(question, filter)) })).filter((group) => group.questions.length > 0);

  const showEvidence = (phrases: string[]) => {
    const container = textRef.current;
    if (!container) return;
    clearMarks(container);
    const first = markPhrases(container, phrases);
    if (first) {
      revealMark(container, first);
      setNotice(t(where === 'passage' ? 'review.markedInPassage' : 'review.markedInTranscript'));
    } else {
      setNotice(t('review.evidenceNotFound'));
    }
  };

  if (groups.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={`section-${section.id}-title`} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={`section-${section.id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          {section.audioUrl ? (
            <Box component="audio" controls preload="none" src={section.audioUrl} aria-label={t('review.audio', { title: section.title })} sx={{ width: '100%', mb: 1.5 }} />
          ) : null}
          {isListening ? (
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('review.transcript')}
            </Typography>
          ) : null}
          <Box
            ref={textRef}
            dir="ltr"
            data-testid={`${where}-text`}
            tabIndex={0}
            aria-label={t(where === 'passage' ? 'review.passageLabel' : 'review.transcriptLabel', { title: section.title })}
            sx={{
              maxHeight: { xs: '60vh', md: 'calc(100vh - 200px)' },
              overflowY: 'auto',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              typography: 'body2',
              lineHeight: 1.75,
              textAlign: 'start',
              '& h2, & h3': { typography: 'subtitle1', fontWeight: 700, mt: 0 },
              '& p': { mt: 0, mb: 1.5 },
              '& mark[data-evidence]': { bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25, scrollMarginBlock: '96px' },
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <Typography variant="caption" color="text.secondary" role="status" aria-live="polite" sx={{ display: 'block', mt: 0.5, minHeight: 20 }}>
            {notice}
          </Typography>
        </Box>
        <Stack spacing={3}>
          {groups.map((group) => (
            <Stack key={group.id} spacing={1.5}>
              {group.instructions ? (
                <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
                  {group.instructions}
                </Typography>
              ) : null}
              {group.questions.map((question) => (
                <ReviewQuestion key={question.id} question={question} where={where} onShowEvidence={showEvidence} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
    </Card>
  );
}
