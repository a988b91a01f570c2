'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SpeakingPart } from '@lexam/contracts';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { paths, SPEAKING_PARTS } from '@web/lib/routes';

/** Links between the speaking course's screens: each part's prompts, layout and vocabulary. */
export function speakingNav(part: SpeakingPart) {
  function SpeakingNav() {
    const { t } = useTranslation('course-admin');
    const pathname = usePathname();
    const links = [
      ...SPEAKING_PARTS.map((other) => ({ href: paths.dashboard.course.speaking(other).suggestion.list, label: `${t(`crumbs.part.${other}`)} · ${t('speaking.nav.prompts')}` })),
      { href: paths.dashboard.course.speaking(part).layoutEdit, label: t('speaking.nav.layout') },
      { href: paths.dashboard.course.speaking(part).vocabulary.list, label: t('speaking.nav.vocabulary') },
    ];
    return (
      <Stack component="nav" aria-label={t('speaking.nav.label')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {links.map((link) => (
          <Button key={link.href} component={Link} href={link.href} size="small" variant={pathname === link.href ? 'contained' : 'outlined'} aria-current={pathname === link.href ? 'page' : undefined}>
            {link.label}
          </Button>
        ))}
      </Stack>
    );
  }
  return SpeakingNav;
}
