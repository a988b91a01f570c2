'use client';

import { IntentLink as Link } from '@web/components/intent-link';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Reveal } from '@web/modules/misc/components/reveal';
import { flipInRtlSx } from '@web/modules/misc/components/rtl';
import { LANDING_LINKS } from './links';
import { deepPrimaryGradient } from '@web/modules/misc/components/accent';

/** The closing call to action: sign in or create an account. */
export function CtaSection() {
  const { t } = useTranslation('landing');

  return (
    <Container component="section" aria-labelledby="landing-cta" maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
      <Reveal isInView>
        <Box
          sx={(theme) => {
            return {
              position: 'relative',
              overflow: 'hidden',
              px: { xs: 3, md: 8 },
              py: { xs: 6, md: 8 },
              borderRadius: 4,
              color: 'common.white',
              textAlign: 'center',
              backgroundImage: deepPrimaryGradient(theme),
              '&::before, &::after': {
                content: '""',
                position: 'absolute',
                borderRadius: '50%',
                border: '1px solid rgba(255,255,255,0.16)',
                pointerEvents: 'none',
              },
              '&::before': { width: 320, height: 320, top: -160, insetInlineEnd: -80 },
              '&::after': { width: 220, height: 220, bottom: -120, insetInlineStart: -60 },
            };
          }}
        >
          <Typography id="landing-cta" variant="h3" component="h2" sx={{ position: 'relative', maxWidth: 640, mx: 'auto' }}>
            {t('cta.title')}
          </Typography>
          <Typography sx={{ position: 'relative', mt: 2, opacity: 0.9, maxWidth: 560, mx: 'auto' }}>{t('cta.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ position: 'relative', mt: 4, justifyContent: 'center' }}>
            <Button
              component={Link}
              href={LANDING_LINKS.login}
              size="large"
              variant="contained"
              endIcon={<ArrowForwardRoundedIcon sx={flipInRtlSx} />}
              sx={{ px: 3, bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {t('cta.start')}
            </Button>
            <Button
              component={Link}
              href={LANDING_LINKS.register}
              size="large"
              variant="outlined"
              sx={{ px: 3, color: 'common.white', borderColor: 'rgba(255,255,255,0.56)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
            >
              {t('cta.register')}
            </Button>
          </Stack>
        </Box>
      </Reveal>
    </Container>
  );
}
