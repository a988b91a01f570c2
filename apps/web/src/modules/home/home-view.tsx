'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HydrationUnit } from '@web/components/hydration-unit';
import { Reveal } from '@web/modules/misc/components/reveal';
import { HomeGreeting } from './home-greeting';
import { SkillAreaCard } from './skill-area-card';
import { CourseCatalogue } from './course-catalogue';
import { SKILL_AREA_GROUPS, SKILL_AREAS } from './skill-areas';

/** /page/home: the learner's starting point. */
export function HomeView() {
  const { t } = useTranslation('home');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={{ xs: 5, md: 7 }}>
        <HomeGreeting />

        {SKILL_AREA_GROUPS.map((group) => {
          const areas = SKILL_AREAS.filter((area) => area.group === group);
          // Each section is hydrated on its own (HydrationUnit), after the greeting.
          return (
            <HydrationUnit key={group}>
              <Box component="section" aria-labelledby={`home-${group}`}>
                <Typography id={`home-${group}`} variant="h5" component="h2">
                  {t(`sections.${group}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
                  {t(`sections.${group}.lead`)}
                </Typography>
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 2.5,
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(areas.length, 4)}, 1fr)` },
                    // Five course cards: three then two would leave a hole, so five columns on large screens.
                    ...(areas.length === 5 ? { gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } } : {}),
                  }}
                >
                  {areas.map((area, index) => (
                    <li key={area.id}>
                      <Reveal isInView delay={index * 0.05} distance={24} style={{ height: '100%' }}>
                        <SkillAreaCard area={area} />
                      </Reveal>
                    </li>
                  ))}
                </Box>
              </Box>
            </HydrationUnit>
          );
        })}

        <HydrationUnit>
          <CourseCatalogue />
        </HydrationUnit>
      </Stack>
    </Container>
  );
}
