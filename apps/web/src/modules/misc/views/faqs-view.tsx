'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import InfoRoundedIcon from '@mui/icons-material/InfoRounded';
import { Reveal } from '../components/reveal';
import { SectionTitle } from '../components/section-title';
import type { FaqCategory } from '../faq-items';
import { FAQ_CATEGORIES, FAQ_ITEMS, normalizeForSearch } from '../faq-items';

/** /faqs: questions about Lexam with a search box, topic filters and an accordion. */
export function FaqsView() {
  const { t } = useTranslation('misc');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const [expanded, setExpanded] = useState<string | false>(FAQ_ITEMS[0]?.id ?? false);
  const deferredQuery = useDeferredValue(query);

  const items = useMemo(() => {
    const needle = normalizeForSearch(deferredQuery);
    return FAQ_ITEMS.map((item) => ({
      ...item,
      question: t(`faqs.items.${item.id}.question`),
      answer: t(`faqs.items.${item.id}.answer`),
    })).filter(
      (item) =>
        (category === 'all' || item.category === category) &&
        (!needle || normalizeForSearch(`${item.question} ${item.answer}`).includes(needle)),
    );
  }, [deferredQuery, category, t]);

  const isSearching = deferredQuery.trim().length > 0;

  return (
    <Box sx={{ width: 1 }}>
      <Box
        component="section"
        aria-labelledby="faqs-title"
        sx={(theme) => ({
          borderRadius: 4,
          px: { xs: 2.5, md: 6 },
          pt: { xs: 5, md: 8 },
          pb: { xs: 4, md: 6 },
          mb: { xs: 3, md: 4 },
          background: `radial-gradient(70% 100% at 50% 0%, ${theme.alpha(theme.palette.primary.main, 0.12)} 0%, transparent 100%)`,
        })}
      >
        <Box sx={{ maxWidth: 'md', mx: 'auto' }}>
          <Reveal>
            <SectionTitle id="faqs-title" component="h1" overline={t('faqs.overline')} title={t('faqs.title')} description={t('faqs.lead')} />
          </Reveal>
          <Reveal delay={0.08}>
            <Box role="search" sx={{ mt: 4, maxWidth: 560, mx: 'auto' }}>
              <TextField
                fullWidth
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('faqs.searchPlaceholder')}
                slotProps={{
                  htmlInput: { 'aria-label': t('faqs.searchLabel') },
                  input: {
                    sx: { bgcolor: 'background.paper' },
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchRoundedIcon sx={{ color: 'text.disabled' }} />
                      </InputAdornment>
                    ),
                    endAdornment: query ? (
                      <InputAdornment position="end">
                        <IconButton edge="end" onClick={() => setQuery('')} aria-label={t('faqs.clearSearch')}>
                          <ClearRoundedIcon fontSize="small" />
                        </IconButton>
                      </InputAdornment>
                    ) : null,
                  },
                }}
              />
            </Box>
          </Reveal>
        </Box>
      </Box>

      <Box component="section" aria-label={t('faqs.listLabel')} sx={{ width: 1, maxWidth: 'md', mx: 'auto' }}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          role="group"
          aria-label={t('faqs.topicsLabel')}
          sx={{ flexWrap: 'wrap', justifyContent: 'center', mb: 3 }}
        >
          {(['all', ...FAQ_CATEGORIES] as const).map((value) => {
            const isSelected = category === value;
            return (
              <Chip
                key={value}
                label={t(`faqs.categories.${value}`)}
                clickable
                color={isSelected ? 'primary' : 'default'}
                variant={isSelected ? 'filled' : 'outlined'}
                aria-pressed={isSelected}
                onClick={() => setCategory(value)}
              />
            );
          })}
        </Stack>

        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 2, textAlign: 'center' }}>
          {isSearching || category !== 'all' ? t('faqs.resultCount', { count: items.length }) : null}
        </Typography>

        {items.length > 0 ? (
          <Box>
            {items.map((item) => (
              <Accordion
                key={item.id}
                disableGutters
                slots={{ heading: 'h2' }}
                expanded={expanded === item.id}
                onChange={(_event, isExpanded) => setExpanded(isExpanded ? item.id : false)}
                sx={{
                  mb: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  boxShadow: 'none',
                  bgcolor: 'background.paper',
                  '&::before': { display: 'none' },
                  '&.Mui-expanded': { boxShadow: 4, borderColor: 'transparent' },
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreRoundedIcon />}
                  id={`faq-${item.id}-header`}
                  aria-controls={`faq-${item.id}-content`}
                  sx={{ px: { xs: 2, sm: 3 }, minHeight: 60, '& .MuiAccordionSummary-content': { my: 1.5 } }}
                >
                  <Typography variant="subtitle1" component="span">
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${item.id}-content`} sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 3 }}>
                  <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>{item.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
            <SearchOffRoundedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
            <Typography variant="h6" component="h2">
              {t('faqs.empty.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('faqs.empty.text', { query: deferredQuery.trim() })}</Typography>
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => {
                setQuery('');
                setCategory('all');
              }}
            >
              {t('faqs.empty.reset')}
            </Button>
          </Stack>
        )}

        <Reveal isInView>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'action.hover', alignItems: { sm: 'center' } }}
          >
            <InfoRoundedIcon sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2">
                {t('faqs.more.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('faqs.more.text')}
              </Typography>
            </Box>
            <Button component={Link} href={paths.aboutUs} variant="contained" sx={{ flexShrink: 0 }}>
              {t('faqs.more.action')}
            </Button>
          </Stack>
        </Reveal>
      </Box>
    </Box>
  );
}
