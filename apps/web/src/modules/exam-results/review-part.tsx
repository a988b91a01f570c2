import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultSection } from '@lexam/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupExtras } from '@web/modules/exam-player/exam-kind';
import { renderGaps } from '@web/modules/exam-player/stimulus-gaps';
import { clearMarks, markPhrases, revealMark } from './mark-evidence';
import { matchesFilter } from './result-format';
import type { ReviewFilter } from './result-format';
import { ReviewQuestion } from './review-question';

type ResultGroup = ResultSection['groups'][number];

const textSx = {
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  typography: 'body2',
  lineHeight: 1.75,
  textAlign: 'start',
  '& h2, & h3, & h4': { typography: 'subtitle1', fontWeight: 700, mt: 0 },
  '& p': { mt: 0, mb: 1.5 },
  '& p:last-child': { mb: 0 },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& button.exam-gap': { font: 'inherit', fontWeight: 700, px: 1, border: 1, borderColor: 'text.primary', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' },
  '& mark[data-evidence]': { bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25, scrollMarginBlock: '96px' },
} as const;

/**
 * One question set of the review (TOEIC and grammar): its picture, recording, text and, now that the
 * attempt is submitted, its transcript, beside its questions; "Show in transcript/passage" marks the
 * evidence in this set's own text.
 */
function ReviewGroup({ group, filter, title }: { group: ResultGroup; filter: ReviewFilter; title: string }) {
  const { t } = useTranslation(['exam-results', 'exam']);
  const textRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');
  const extras = groupExtras(group);
  const questions = group.questions.filter((question) => matchesFilter(question, filter));
  const where = extras.transcriptHtml ? 'transcript' : 'passage';
  const html = extras.transcriptHtml ?? extras.stimulusHtml;
  const hasMaterial = Boolean(extras.imageUrl || extras.audioUrl || html);

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

  if (questions.length === 0) return null;
  const list = (
    <Stack spacing={1.5}>
      {group.instructions ? (
        <Typography variant="body2" dir="ltr" sx={{ fontWeight: 600, textAlign: 'start' }}>
          {group.instructions}
        </Typography>
      ) : null}
      {questions.map((question) => (
        <ReviewQuestion key={question.id} question={question} where={where} onShowEvidence={html ? showEvidence : null} />
      ))}
    </Stack>
  );
  if (!hasMaterial) return list;
  return (
    <Box data-testid="review-group" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
      <Stack spacing={1.5} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        {extras.imageUrl ? (
          <Box component="img" src={extras.imageUrl} alt={t('exam:questions.picture')} sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, mx: 'auto', borderRadius: 1 }} />
        ) : null}
        {extras.audioUrl ? <Box component="audio" controls preload="none" src={extras.audioUrl} aria-label={t('review.audio', { title })} sx={{ width: '100%' }} /> : null}
        {extras.transcriptHtml && extras.stimulusHtml ? (
          <Box dir="ltr" sx={textSx} dangerouslySetInnerHTML={{ __html: renderGaps({ html: extras.stimulusHtml, label: (number) => t('exam:questions.gap', { number }), answered: new Set() }) }} />
        ) : null}
        {html ? (
          <>
            {where === 'transcript' ? (
              <Typography variant="subtitle2" component="h3">
                {t('review.transcript')}
              </Typography>
            ) : null}
            <Box
              ref={textRef}
              dir="ltr"
              tabIndex={0}
              data-testid={`${where}-text`}
              aria-label={t(where === 'passage' ? 'review.passageLabel' : 'review.transcriptLabel', { title })}
              sx={{ ...textSx, maxHeight: { xs: '60vh', md: 'calc(100vh - 200px)' }, overflowY: 'auto' }}
              dangerouslySetInnerHTML={{ __html: where === 'passage' ? renderGaps({ html, label: (number) => t('exam:questions.gap', { number }), answered: new Set() }) : html }}
            />
          </>
        ) : null}
        <Typography variant="caption" color="text.secondary" role="status" aria-live="polite" sx={{ minHeight: 20 }}>
          {notice}
        </Typography>
      </Stack>
      {list}
    </Box>
  );
}

/** One part of a TOEIC or grammar review: its question sets, each with its own material. */
export function ReviewPart({ section, filter }: { section: ResultSection; filter: ReviewFilter }) {
  const hasAny = section.groups.some((group) => group.questions.some((question) => matchesFilter(question, filter)));
  if (!hasAny) return null;
  return (
    <Card component="section" aria-labelledby={`section-${section.id}-title`} sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="review-part">
      <Typography id={`section-${section.id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
        {section.title}
      </Typography>
      <Stack spacing={4}>
        {section.groups.map((group) => (
          <ReviewGroup key={group.id} group={group} filter={filter} title={section.title} />
        ))}
      </Stack>
    </Card>
  );
}
