'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';
import { useResourceListQuery } from '@web/modules/resource';
import { TEST_KEY } from './exam-admin-keys';
import type { ExamScope } from './exam-scope';

export interface EditionSwitcherProps {
  /** The edition on screen. */
  current: ToeicEdition;
  /** The same screen in another edition. */
  hrefOf: (edition: ToeicEdition) => string;
  /** Where the count of each edition's tests comes from (the tests of this scope's skill); none when absent. */
  countsOf?: ExamScope;
}

/**
 * The TOEIC editions (`TOEIC_EDITIONS`, ets … ets2023) of a per-edition dashboard screen, as links to
 * the same screen in each, the current one marked (`aria-current`), each with its number of tests
 * when `countsOf` is given: an editor sees at once which editions hold tests.
 */
export function EditionSwitcher({ current, hrefOf, countsOf }: EditionSwitcherProps) {
  const { t } = useTranslation('exam-admin');
  return (
    <Box component="nav" aria-label={t('editionSwitcher.label')} data-testid="edition-switcher" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, overflowX: 'auto', pb: 0.5 }}>
      <Typography variant="subtitle2" component="span" sx={{ color: 'text.secondary', flexShrink: 0, marginInlineEnd: 0.5 }}>
        {t('editionSwitcher.label')}
      </Typography>
      {TOEIC_EDITIONS.map((edition) => {
        const isCurrent = edition === current;
        return (
          <Button
            key={edition}
            component={Link}
            href={hrefOf(edition)}
            size="small"
            variant={isCurrent ? 'contained' : 'outlined'}
            color={isCurrent ? 'primary' : 'inherit'}
            aria-current={isCurrent ? 'page' : undefined}
            data-edition={edition}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t(`editions.${edition}`)}
            {countsOf && <EditionCount scope={countsOf} edition={edition} />}
          </Button>
        );
      })}
    </Box>
  );
}

/** " · 2": the tests (published or not) of one edition, read as one row of its list with the total. */
function EditionCount({ scope, edition }: { scope: ExamScope; edition: ToeicEdition }) {
  const { t } = useTranslation('exam-admin');
  const { data } = useResourceListQuery({ key: TEST_KEY, request: { method: 'GET', url: scope.testEntity, params: { skill: scope.skill, edition, pageIndex: 1, pageSize: 1 } } });
  const total = data?.pagination?.totalCount;
  if (total === undefined) return null;
  return (
    <>
      <Box component="span" aria-hidden sx={{ marginInlineStart: 0.75, fontWeight: 400, fontVariantNumeric: 'tabular-nums' }} data-testid={`edition-count-${edition}`}>
        {`· ${total}`}
      </Box>
      <Box component="span" sx={visuallyHidden}>{` (${t('editionSwitcher.count', { count: total })})`}</Box>
    </>
  );
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
