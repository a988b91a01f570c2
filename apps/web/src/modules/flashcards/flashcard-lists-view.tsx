'use client';

import ListAltIcon from '@mui/icons-material/ListAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WordListSummary } from '@lexam/contracts';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { CopyListButton } from './copy-list-button';
import { failureText } from './failure-text';
import { useWordListsQuery } from './flashcards-api';

/** `/page/flashcards`: the learner's lists with what is due today, and the shared lists to copy. */
export function FlashcardListsView() {
  const { t } = useTranslation('flashcards');
  const { data, error, isLoading } = useWordListsQuery('all', { refetchOnMountOrArgChange: true });
  const mine = (data ?? []).filter((list) => list.isOwn);
  const shared = (data ?? []).filter((list) => list.isShared);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
          <Box>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('lists.title')}
            </Typography>
            <Typography color="text.secondary">{t('lists.intro')}</Typography>
          </Box>
          <Button component={Link} href={paths.page.vocabulary} variant="outlined" startIcon={<ListAltIcon />}>
            {t('lists.manage')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{failureText(error)}</Alert> : null}
        <ListSection title={t('lists.mine')} lists={mine} isLoading={isLoading} empty={t('lists.mineEmpty')} testId="my-lists" />
        <ListSection title={t('lists.shared')} lists={shared} isLoading={isLoading} empty={t('lists.sharedEmpty')} testId="shared-lists" />
      </Stack>
    </Container>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, listStyle: 'none', m: 0, p: 0 } as const;

function ListSection({ title, lists, isLoading, empty, testId }: { title: string; lists: WordListSummary[]; isLoading: boolean; empty: string; testId: string }) {
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {isLoading ? (
        <Box sx={grid}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={150} />
          ))}
        </Box>
      ) : lists.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={grid}>
          {lists.map((list) => (
            <li key={list.id}>
              <WordListCard list={list} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function WordListCard({ list }: { list: WordListSummary }) {
  const { t } = useTranslation('flashcards');
  const { dueCount, newCount, wordCount } = list.counts;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="word-list-card" data-list-id={list.id}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} dir="auto">
          {list.title}
        </Typography>
        {list.description ? (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mb: 1 }}>
            {list.description}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={t('lists.words', { count: wordCount })} />
          {list.isOwn ? (
            <>
              <Chip size="small" color={dueCount > 0 ? 'primary' : 'default'} label={t('lists.due', { count: dueCount })} data-testid="list-due" />
              <Chip size="small" color={newCount > 0 ? 'success' : 'default'} variant="outlined" label={t('lists.new', { count: newCount })} data-testid="list-new" />
            </>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} href={paths.page.flashcardList(list.id)} variant={list.isOwn ? 'contained' : 'outlined'} aria-label={t('lists.openLabel', { action: list.isOwn ? t('lists.study') : t('lists.preview'), title: list.title })}>
          {list.isOwn ? t('lists.study') : t('lists.preview')}
        </Button>
        {list.isShared ? <CopyListButton wordListId={list.id} title={list.title} variant="contained" /> : null}
      </CardActions>
    </Card>
  );
}
