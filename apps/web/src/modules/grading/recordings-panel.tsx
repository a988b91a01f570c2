'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PracticeRecording, SubmissionComment } from '@lexam/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './grading-api';

/**
 * Each recording with a player, its comments by moment (a button seeks there and plays), and for the
 * teacher "comment at this moment", which takes the player's current time.
 */
export function RecordingsPanel({ recordings, questions, comments, onCommentAt }: {
  recordings: PracticeRecording[];
  questions: string[];
  comments: SubmissionComment[];
  onCommentAt?: (recordingId: number, atMs: number) => void;
}) {
  const { t } = useTranslation('grading');
  const players = useRef(new Map<number, HTMLAudioElement>());
  const seek = (recordingId: number, atMs: number) => {
    const player = players.current.get(recordingId);
    if (!player) return;
    player.currentTime = atMs / 1000;
    void player.play().catch(() => undefined);
  };
  return (
    <Stack spacing={3}>
      {recordings.map((recording, index) => {
        const label = questions[recording.questionIndex] ? `${t('detail.question', { n: recording.questionIndex + 1 })}: ${questions[recording.questionIndex]}` : t('detail.recording', { n: index + 1 });
        const moments = comments.filter((comment) => comment.recordingId === recording.id).sort((a, b) => (a.atMs ?? 0) - (b.atMs ?? 0));
        return (
          <Box key={recording.id} sx={{ '& audio': { width: '100%' } }}>
            <Typography variant="subtitle2" gutterBottom>
              {label}
            </Typography>
            <audio
              ref={(element) => {
                if (element) players.current.set(recording.id, element);
                else players.current.delete(recording.id);
              }}
              controls
              preload="metadata"
              src={recording.url}
              aria-label={label}
            />
            {onCommentAt && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => onCommentAt(recording.id, Math.min(recording.durationMs, Math.round((players.current.get(recording.id)?.currentTime ?? 0) * 1000)))}>
                {t('detail.commentHere')}
              </Button>
            )}
            {moments.length > 0 && (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
                {moments.map((comment) => (
                  <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                    <Button size="small" variant="outlined" onClick={() => seek(recording.id, comment.atMs ?? 0)} aria-label={t('detail.seek', { time: formatMoment(comment.atMs ?? 0) })}>
                      {formatMoment(comment.atMs ?? 0)}
                    </Button>
                    <Typography variant="body2" dir="auto">
                      {comment.criterion ? <strong>{t(`criteria.${comment.criterion}`)}: </strong> : null}
                      {comment.body}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
