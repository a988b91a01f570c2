'use client';

import { useSyncExternalStore } from 'react';
import { IntentLink as Link } from '@web/components/intent-link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import StyleRoundedIcon from '@mui/icons-material/StyleRounded';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { HomeIllustration } from './home-illustration';
import { getSkillArea, getSkillAreaHref } from './skill-areas';

type DayPart = 'morning' | 'afternoon' | 'evening';

const subscribeToMinutes = (onChange: () => void) => {
  const id = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(id);
};

function getDayPart(): DayPart {
  const hour = new Date().getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The banner at the top of the learner home: a greeting by time of day and two ways to start. */
export function HomeGreeting() {
  const { t } = useTranslation('home');
  // The server does not know the learner's clock: it greets neutrally, the browser by time of day.
  const dayPart = useSyncExternalStore(subscribeToMinutes, getDayPart, () => null);
  const ieltsReading = getSkillArea('ieltsReading');
  const flashcards = getSkillArea('flashcards');

  return (
    <Box
      component="section"
      aria-labelledby="home-greeting"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        p: { xs: 3, md: 5 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
        alignItems: 'center',
        backgroundImage: `linear-gradient(135deg, ${theme.alpha(theme.palette.primary.main, 0.16)} 0%, ${theme.alpha(theme.palette.secondary.main, 0.08)} 100%)`,
        border: 1,
        borderColor: theme.alpha(theme.palette.primary.main, 0.16),
      })}
    >
      {/* No entrance animation: the greeting is the first thing on the screen, shown by the server's HTML while the session loads (preview.tsx). */}
      <Box>
        <div>
          <Typography id="home-greeting" variant="h3" component="h1">
            {t(dayPart ? `greeting.${dayPart}` : 'greeting.default')}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'text.secondary', maxWidth: 520 }}>{t('greeting.lead')}</Typography>
        </div>
        <div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button component={Link} href={getSkillAreaHref(ieltsReading)} variant="contained" size="large" endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}>
              {t('greeting.primaryAction')}
            </Button>
            <Button component={Link} href={getSkillAreaHref(flashcards)} variant="outlined" color="inherit" size="large" startIcon={<StyleRoundedIcon />}>
              {t('greeting.secondaryAction')}
            </Button>
          </Stack>
        </div>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 320, justifySelf: 'center', width: 1 }}>
        <HomeIllustration />
      </Box>
    </Box>
  );
}
