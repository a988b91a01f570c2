'use client';

import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReadingIntroductionQuery } from './reading-api';

/** The course's introduction (sanitised HTML from the server), folded away once read. */
export function ReadingIntroduction() {
  const { t } = useTranslation('reading');
  const introduction = useReadingIntroductionQuery();
  if (!introduction.data) return null;
  return (
    <Accordion defaultExpanded disableGutters variant="outlined" sx={{ mb: 3, borderRadius: 1, '&::before': { display: 'none' } }} data-testid="reading-introduction">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="reading-introduction-body" id="reading-introduction-head">
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('course.introduction')}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} dir="auto">
            {introduction.data.title}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="reading-introduction-body">
        <Box
          lang="en"
          dir="ltr"
          sx={{ '& h2, & h3': { typography: 'subtitle1', fontWeight: 700, mt: 0, mb: 1 }, '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0, pl: 3 } }}
          dangerouslySetInnerHTML={{ __html: introduction.data.bodyHtml }}
        />
      </AccordionDetails>
    </Accordion>
  );
}
