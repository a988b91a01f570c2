'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import HelpRoundedIcon from '@mui/icons-material/HelpRounded';
import InfoRoundedIcon from '@mui/icons-material/InfoRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import { StatusView } from '../components/status-view';
import { GoBackButton } from '../components/go-back-button';
import { NotFoundIllustration } from '../illustrations/not-found-illustration';

const SUGGESTIONS = [
  { key: 'learnerHome', href: paths.page.home, Icon: SchoolRoundedIcon },
  { key: 'faqs', href: paths.faqs, Icon: HelpRoundedIcon },
  { key: 'aboutUs', href: paths.aboutUs, Icon: InfoRoundedIcon },
  { key: 'signIn', href: paths.auth.login, Icon: LoginRoundedIcon },
] as const;

/** The 404 screen: unknown addresses and the /404 page. */
export function NotFoundView() {
  const { t } = useTranslation('misc');
  const pathname = usePathname();
  const isUnknownAddress = Boolean(pathname) && pathname !== '/404';

  return (
    <StatusView
      overline={t('notFound.overline')}
      title={t('notFound.title')}
      description={
        <>
          <Typography component="p" sx={{ color: 'inherit' }}>
            {t('notFound.description')}
          </Typography>
          {isUnknownAddress ? (
            <Typography component="p" variant="body2" sx={{ mt: 1.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('notFound.requested')}{' '}
              <Box component="code" dir="ltr" sx={{ px: 0.75, py: 0.25, borderRadius: 0.75, bgcolor: 'action.hover', fontFamily: 'monospace' }}>
                {pathname}
              </Box>
            </Typography>
          ) : null}
        </>
      }
      illustration={<NotFoundIllustration title={t('notFound.illustration')} />}
      actions={
        <>
          <Button component={Link} href={paths.root} size="large" variant="contained" startIcon={<HomeRoundedIcon />}>
            {t('common.goHome')}
          </Button>
          <GoBackButton />
        </>
      }
    >
      <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('notFound.suggestions')}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0 }}>
        {SUGGESTIONS.map(({ key, href, Icon }) => (
          <li key={key}>
            <Button component={Link} href={href} size="small" color="inherit" variant="outlined" startIcon={<Icon fontSize="small" />} sx={{ borderColor: 'divider' }}>
              {t(`common.${key}`)}
            </Button>
          </li>
        ))}
      </Stack>
    </StatusView>
  );
}
