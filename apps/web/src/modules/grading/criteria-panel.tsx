'use client';

import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

const BANDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The descriptor summaries written for this project cover bands 5–9 (locales grading.json). */
export const DESCRIBED_BANDS = [5, 6, 7, 8, 9];

/** The four 0–9 selectors of a grade; a number key scores the focused criterion. */
export function CriteriaPanel({ keys, criteria, onChange, disabled }: { keys: string[]; criteria: Record<string, number>; onChange: (key: string, band: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('grading');
  return (
    <Stack spacing={2}>
      {keys.map((key) => {
        const labelId = `criterion-${key}`;
        return (
          <Box key={key}>
            <Typography id={labelId} variant="subtitle2" gutterBottom>
              {t(`criteria.${key}`)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby={labelId}
              value={criteria[key] ?? null}
              disabled={disabled}
              onChange={(_event, value: number | null) => value !== null && onChange(key, value)}
              onKeyDown={(event) => {
                if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
                  event.preventDefault();
                  onChange(key, Number(event.key));
                }
              }}
              sx={{ flexWrap: 'wrap' }}
              data-criterion={key}
            >
              {BANDS.map((band) => (
                <ToggleButton key={band} value={band} aria-label={`${t(`criteria.${key}`)} ${band}`} sx={{ minWidth: 34, px: 0.75, '&.Mui-selected': { fontWeight: 700, borderColor: 'primary.main' } }}>
                  {band}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}
    </Stack>
  );
}

/** The key points of the public band descriptors, in our own words, by criterion. */
export function DescriptorsPanel({ keys }: { keys: string[] }) {
  const { t } = useTranslation('grading');
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{t('detail.descriptors')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {keys.map((key) => (
            <Box key={key}>
              <Typography variant="subtitle2">{t(`criteria.${key}`)}</Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {[...DESCRIBED_BANDS].reverse().map((band) => (
                  <Box key={band} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                      {band}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                      {t(`descriptors.${key}.${band}`)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
