'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import StyleRoundedIcon from '@mui/icons-material/StyleRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';

const PASSAGE_LINES = [96, 88, 92, 70, 94, 84, 90, 60];
const QUESTION_COUNT = 13;
const ANSWERED = new Set([1, 2, 3, 5]);
const CURRENT = 6;

/** A line of placeholder text. */
function Line({ width, isHighlighted = false }: { width: number; isHighlighted?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        height: 7,
        width: `${width}%`,
        borderRadius: 1,
        bgcolor: isHighlighted ? theme.alpha((theme.vars ?? theme).palette.warning.main, 0.48) : theme.alpha((theme.vars ?? theme).palette.grey[500], 0.2),
      })}
    />
  );
}

/**
 * A drawing, made of MUI parts, of Lexam's computer-delivered-style test screen with a flashcard and a
 * band score floating around it. It is one image for assistive technology.
 */
export function HeroMockup() {
  const { t } = useTranslation('landing');

  return (
    <Box role="img" aria-label={t('hero.mockup.label')} sx={{ position: 'relative', width: 1, maxWidth: 600, mx: 'auto', py: { xs: 3, md: 5 } }}>
      <Paper
        elevation={0}
        sx={(theme) => ({
          overflow: 'hidden',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          boxShadow: `0 24px 48px -12px ${theme.alpha((theme.vars ?? theme).palette.grey[900], 0.24)}`,
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          <Box sx={{ display: 'flex', gap: 0.75 }}>
            {['error.main', 'warning.main', 'success.main'].map((color) => (
              <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, opacity: 0.8 }} />
            ))}
          </Box>
          <Typography variant="caption" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
            {t('hero.mockup.testName')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
            <TimerRoundedIcon sx={{ fontSize: 14, color: 'primary.main' }} />
            <Typography variant="caption" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} dir="ltr">
              54:12
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gridTemplateColumns: '1.15fr 1fr', minHeight: { xs: 200, sm: 250 } }}>
          <Box sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.1, borderInlineEnd: 1, borderColor: 'divider' }}>
            <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.5 }} noWrap>
              {t('hero.mockup.passage')}
            </Typography>
            {PASSAGE_LINES.map((width, index) => (
              <Line key={index} width={width} isHighlighted={index === 3} />
            ))}
          </Box>
          <Box sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }} noWrap>
              {t('hero.mockup.questions')}
            </Typography>
            {[5, 6, 7].map((number) => {
              const isCurrent = number === CURRENT;
              return (
                <Box key={number} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      sx={{
                        flexShrink: 0,
                        width: 18,
                        height: 18,
                        borderRadius: 0.75,
                        display: 'grid',
                        placeItems: 'center',
                        fontSize: 10,
                        fontWeight: 700,
                        color: isCurrent ? 'primary.contrastText' : 'text.secondary',
                        bgcolor: isCurrent ? 'primary.main' : 'action.selected',
                      }}
                    >
                      {number}
                    </Box>
                    <Line width={number === 6 ? 90 : 75} />
                  </Box>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', paddingInlineStart: 3.25 }}>
                    {(['true', 'false', 'notGiven'] as const).map((option) => {
                      const isPicked = (number === 5 && option === 'true') || (number === 6 && option === 'notGiven');
                      return (
                        <Box
                          key={option}
                          dir="ltr"
                          sx={{
                            px: 0.75,
                            borderRadius: 0.75,
                            fontSize: 9,
                            lineHeight: '16px',
                            fontWeight: 700,
                            border: 1,
                            borderColor: isPicked ? 'primary.main' : 'divider',
                            color: isPicked ? 'primary.main' : 'text.secondary',
                          }}
                        >
                          {t(`hero.mockup.${option}`)}
                        </Box>
                      );
                    })}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>

        <Box sx={{ display: 'flex', gap: 0.5, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          {Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1).map((number) => {
            const isAnswered = ANSWERED.has(number);
            const isCurrent = number === CURRENT;
            return (
              <Box
                key={number}
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: 0.75,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 10,
                  fontWeight: 700,
                  border: isCurrent ? 2 : 1,
                  borderColor: isCurrent ? 'primary.main' : 'divider',
                  bgcolor: isAnswered ? 'text.primary' : 'transparent',
                  color: isAnswered ? 'background.paper' : 'text.secondary',
                }}
              >
                {number}
              </Box>
            );
          })}
        </Box>
      </Paper>

      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          top: { sm: -24, md: -36 },
          insetInlineEnd: { sm: -16, md: -24 },
          width: { sm: 180, md: 200 },
          p: 1.5,
          borderRadius: 2,
          display: { xs: 'none', sm: 'block' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}>
          <StyleRoundedIcon sx={{ fontSize: 16, color: 'warning.main' }} />
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t('hero.mockup.flashcard')}
          </Typography>
        </Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} dir="ltr">
          resilient
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('hero.mockup.nextReview')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {(['again', 'good', 'easy'] as const).map((grade, index) => (
            <Box
              key={grade}
              sx={{
                flex: 1,
                textAlign: 'center',
                fontSize: 10,
                fontWeight: 700,
                py: 0.25,
                borderRadius: 0.75,
                color: 'common.white',
                bgcolor: ['error.main', 'success.main', 'info.main'][index],
              }}
            >
              {t(`hero.mockup.${grade}`)}
            </Box>
          ))}
        </Box>
      </Paper>

      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          bottom: { xs: -4, sm: -16 },
          insetInlineStart: { xs: -8, sm: -28 },
          p: 1.5,
          paddingInlineEnd: 2,
          borderRadius: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Box sx={{ width: 40, height: 40, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <InsightsRoundedIcon fontSize="small" />
        </Box>
        <Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
            {t('hero.mockup.band')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ lineHeight: 1.2 }}>
            7.5
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
