import FindInPageOutlinedIcon from '@mui/icons-material/FindInPageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultQuestion } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { webQuestionTypeFor } from '@web/modules/exam/question-types';
import { evidencePhrases } from './find-phrase';

/**
 * One question in the review: the type's player in review mode (the learner's answer marked, the
 * right answer), its marks, the explanation, and a button that marks the evidence in the passage.
 */
export function ReviewQuestion({ question, where, onShowEvidence }: { question: ResultQuestion; where: 'passage' | 'transcript'; onShowEvidence: ((phrases: string[]) => void) | null }) {
  const { t } = useTranslation('exam-results');
  const type = webQuestionTypeFor(question.type);
  const phrases = evidencePhrases(question.evidence);
  const isFull = question.marks === question.maxMarks;
  return (
    <Stack spacing={1.5} component="article" data-testid="review-question" data-question-id={question.id} sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {question.numbers.length > 1
            ? t('review.questionRange', { from: question.numbers[0], to: question.numbers[question.numbers.length - 1] })
            : t('review.question', { number: question.number })}
        </Typography>
        <Chip size="small" color={isFull ? 'success' : question.marks > 0 ? 'warning' : 'default'} label={t('review.marks', { marks: question.marks, max: question.maxMarks })} />
      </Stack>
      {type ? (
        <type.Player
          questionId={question.id}
          numbers={question.numbers}
          content={question.content}
          response={question.response ?? null}
          readOnly
          review={{ answerKey: question.answerKey, parts: question.parts }}
        />
      ) : (
        <Alert severity="warning">{t('review.unknownType', { type: question.type })}</Alert>
      )}
      {question.explanation ? (
        <Box data-testid="explanation" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'background.neutral', borderInlineStart: 3, borderColor: 'info.main' }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('review.explanation')}
          </Typography>
          <Typography variant="body2" dir="auto">
            {question.explanation}
          </Typography>
        </Box>
      ) : null}
      {phrases.length && onShowEvidence ? (
        <Button size="small" variant="outlined" startIcon={<FindInPageOutlinedIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => onShowEvidence(phrases)}>
          {t(where === 'passage' ? 'review.showInPassage' : 'review.showInTranscript')}
        </Button>
      ) : null}
    </Stack>
  );
}
