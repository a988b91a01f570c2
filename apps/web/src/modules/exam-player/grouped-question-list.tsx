'use client';

import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerSection } from '@lexam/contracts';
import { zoomSx } from './exam-display';
import { groupExtras, sectionExtras } from './exam-kind';
import { onceInstructions } from './once-instructions';
import { QuestionList } from './question-list';
import { renderGaps } from './stimulus-gaps';

export interface GroupedQuestionListProps {
  section: LearnerSection;
  responses: ReadonlyMap<number, unknown>;
  onChange: (questionId: number, response: unknown) => void;
  readOnly: boolean;
  answered: ReadonlySet<number>;
  /** A numbered gap of a stimulus was chosen: the screen focuses its question. */
  onGap: (number: number) => void;
  /** Listening paced by the audio: only the group being played (null: every group of the section). */
  onlyGroupId: number | null;
}

const stimulusSx = {
  typography: 'body1',
  lineHeight: 1.75,
  textAlign: 'start',
  '& h1, & h2, & h3, & h4': { typography: 'h6', mt: 0, mb: 1.5 },
  '& p': { mt: 0, mb: 1.5 },
  '& table': { borderCollapse: 'collapse', my: 1.5 },
  '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& hr': { my: 2, borderColor: 'divider' },
  '& button.exam-gap': {
    font: 'inherit',
    fontWeight: 700,
    minWidth: 44,
    px: 1,
    mx: 0.25,
    border: 1,
    borderColor: 'text.primary',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    cursor: 'pointer',
    '&[data-answered]': { bgcolor: 'text.primary', color: 'background.paper' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  },
} as const;

/**
 * The questions of a part whose groups carry their own material (TOEIC and grammar): the part's
 * directions first, then each group with its text (Part 6 gaps numbered, Part 7 passages) or
 * picture (Part 1 photograph, Part 3/4 graphic) beside its questions, stacked on a narrow screen.
 * Test text is English: left to right in every interface language.
 */
export function GroupedQuestionList({ section, responses, onChange, readOnly, answered, onGap, onlyGroupId }: GroupedQuestionListProps) {
  const { t } = useTranslation('exam');
  const { directionsHtml } = sectionExtras(section);
  const groups = onlyGroupId === null ? section.groups : section.groups.filter((group) => group.id === onlyGroupId);
  const startsPart = groups[0]?.id === section.groups[0]?.id;
  // Over the whole part, so a set played alone still leaves out what the part said before it.
  const once = useMemo(() => onceInstructions(section.groups), [section.groups]);

  const onClick = (event: React.MouseEvent) => {
    const gap = (event.target as HTMLElement).closest('button.exam-gap');
    const number = gap ? Number(gap.getAttribute('data-gap')) : NaN;
    if (Number.isInteger(number)) onGap(number);
  };

  return (
    <Stack spacing={4} sx={zoomSx}>
      {directionsHtml && startsPart && (
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="part-directions">
          <Box dir="ltr" lang="en" sx={{ ...stimulusSx, typography: 'body2', '& p:last-child': { mb: 0 } }} dangerouslySetInnerHTML={{ __html: directionsHtml }} />
        </Paper>
      )}
      {groups.map((group) => {
        const extras = groupExtras(group);
        const hasMaterial = Boolean(extras.stimulusHtml || extras.imageUrl);
        const questions = <QuestionList section={{ ...section, groups: [group] }} responses={responses} onChange={onChange} readOnly={readOnly} once={once} />;
        return (
          <Box key={group.id} data-testid={`group-${group.id}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {onlyGroupId !== null && extras.audioUrl && (
              <Chip icon={<GraphicEqIcon />} color="primary" variant="outlined" size="small" label={t('listening.nowPlaying')} sx={{ alignSelf: 'flex-start' }} />
            )}
            {hasMaterial ? (
              <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
                <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 8 } }}>
                  {extras.imageUrl && (
                    <Box component="img" src={extras.imageUrl} alt={t('questions.picture')} data-testid="group-image" sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, mx: 'auto', mb: extras.stimulusHtml ? 2 : 0, borderRadius: 1 }} />
                  )}
                  {extras.stimulusHtml && (
                    <Box
                      dir="ltr"
                      lang="en"
                      data-testid="group-stimulus"
                      onClick={onClick}
                      sx={stimulusSx}
                      dangerouslySetInnerHTML={{ __html: renderGaps({ html: extras.stimulusHtml, label: (number) => t('questions.gap', { number }), answered }) }}
                    />
                  )}
                </Paper>
                {questions}
              </Box>
            ) : (
              questions
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
