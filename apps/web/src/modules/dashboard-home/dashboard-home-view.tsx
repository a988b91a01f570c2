'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { HomeSummary } from '@lexam/contracts';
import NextLink from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '@web/layouts/nav-icons';
import { useAuth } from '@web/lib/auth/auth-provider';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import { paths } from '@web/lib/routes';
import { LearningHistorySection } from '@web/modules/learning-history/learning-history-section';
import { localMidnight, useHomeSummaryQuery } from './home-api';
import { DRAFT_LISTS, shortcutsFor } from './home-shortcuts';

function Section({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: note ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {note && <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>{note}</Typography>}
      {children}
    </Box>
  );
}

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } } as const;

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="h4" component="p">{value}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Card>
  );
}

/** Today's activity and what waits, from Home/getSummary; a skeleton while it loads. */
function SummarySections({ summary, isLoading, isError }: { summary?: HomeSummary; isLoading: boolean; isError: boolean }) {
  const { t, i18n } = useTranslation('session');
  const n = (value: number) => formatNumber(value, i18n.language);
  if (isError) return <Alert severity="warning">{t('home.loadFailed')}</Alert>;
  if (isLoading || !summary) return <Box sx={GRID}>{[0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" height={88} />)}</Box>;
  const { activity, waiting } = summary;
  const drafts = (Object.entries(waiting.draftTests) as [keyof typeof DRAFT_LISTS, number | undefined][]).filter((entry): entry is [keyof typeof DRAFT_LISTS, number] => entry[1] !== undefined);
  const waits = [
    ...drafts.filter(([, count]) => count > 0).map(([kind, count]) => ({ key: `drafts-${kind}`, text: t(`home.waiting.drafts.${kind}`, { count, value: n(count) }), href: DRAFT_LISTS[kind] })),
    ...(waiting.unconfirmedLearners ? [{ key: 'unconfirmed', text: t('home.waiting.unconfirmed', { count: waiting.unconfirmedLearners, value: n(waiting.unconfirmedLearners) }), href: paths.dashboard.system.user.list }] : []),
  ];
  return (
    <>
      {activity && (
        <Section id="home-today" title={t('home.today.title')} note={activity.scope === 'classes' ? t('home.today.classesOnly') : undefined}>
          <Box sx={GRID}>
            <Stat testId="stat-started" label={t('home.today.started')} value={n(activity.attemptsStarted)} />
            <Stat testId="stat-submitted" label={t('home.today.submitted')} value={n(activity.attemptsSubmitted)} />
            <Stat testId="stat-active" label={t('home.today.active')} value={n(activity.activeLearners)} />
            <Stat testId="stat-new" label={activity.scope === 'classes' ? t('home.today.joinedClasses') : t('home.today.newLearners')} value={n(activity.newLearners)} />
          </Box>
        </Section>
      )}
      {(drafts.length > 0 || waiting.unconfirmedLearners !== undefined) && (
        <Section id="home-waiting" title={t('home.waiting.title')}>
          {waits.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('home.waiting.nothing')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="home-waiting">
              {waits.map((wait) => (
                <li key={wait.key}>
                  <Link component={NextLink} href={wait.href} prefetch={false} underline="hover">{wait.text}</Link>
                </li>
              ))}
            </Box>
          )}
        </Section>
      )}
    </>
  );
}

/**
 * The dashboard home: today's activity of the learners the admin may see, what waits for them
 * (drafts, unconfirmed accounts), their learning history (with user.read) and shortcuts to the main tasks their permissions allow. The
 * menu holds every screen; this page does not repeat it.
 */
export function DashboardHomeView() {
  const { t } = useTranslation('session');
  const { admin, ROLES, can } = useAuth();
  const since = useMemo(() => localMidnight(), []);
  const { data, isLoading, isError } = useHomeSummaryQuery(since);
  const shortcuts = shortcutsFor(can);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box>
        <Typography id="dashboard-home-title" variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('home.title', { name: admin?.fullName || admin?.username || '' })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('home.subtitle', { roles: ROLES.join(', ') })}</Typography>
      </Box>
      <SummarySections summary={data} isLoading={isLoading} isError={isError} />
      <Section id="home-shortcuts" title={t('home.shortcuts.title')}>
        {shortcuts.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('home.empty')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {shortcuts.map((shortcut) => (
              <Card key={shortcut.key} variant="outlined">
                <CardActionArea component={NextLink} href={shortcut.href} prefetch={false} sx={{ p: 2, display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}>
                  <Box sx={(theme) => ({ width: 40, height: 40, borderRadius: 1.5, display: 'grid', placeItems: 'center', color: 'primary.main', bgcolor: alpha(theme.palette.primary.main, 0.1), flexShrink: 0 })}>
                    <NavIcon name={shortcut.icon} fontSize={22} />
                  </Box>
                  <Typography variant="subtitle1" component="span">{t(`home.shortcuts.${shortcut.key}`)}</Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
      </Section>
      {can('user.read') && <LearningHistorySection />}
    </Box>
  );
}
