'use client';

import FlagIcon from '@mui/icons-material/Flag';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hintProps } from '@web/components/hint';
import cellClasses from './navigator-cell.module.css';
import type { QuestionSlot } from './question-index';

/**
 * Below sm the bar takes two rows: the parts, then the flag, the open part's numbers (scrolling
 * sideways, the current one kept in view) and previous / next. The parts' wrappers and the strip give
 * up their boxes there (display: contents) so that the numbers can have a row of their own; from sm
 * up it is the one row of the official screen.
 */
const narrow = '@media (max-width: 599.95px)';

/** Scrolls a row sideways, if it scrolls, so that the element is inside it (not the page or the panes). */
function keepInRow(row: HTMLElement | null, element: HTMLElement) {
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const rowRect = row.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  const margin = 8;
  if (rect.left < rowRect.left + margin) row.scrollLeft += rect.left - rowRect.left - margin;
  else if (rect.right > rowRect.right - margin) row.scrollLeft += rect.right - rowRect.right + margin;
}

/** Material's Flag icon (the same as the flag button's), drawn in the cell without an SvgIcon component. */
const FLAG_PATH = 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z';

export interface QuestionNavigatorProps {
  sectionLabels: string[];
  slots: readonly QuestionSlot[];
  sectionIndex: number;
  current: number | null;
  answered: ReadonlySet<number>;
  flagged: ReadonlySet<number>;
  onGo: (number: number) => void;
  onSection: (index: number) => void;
  onToggleFlag: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The bottom bar of the official screen: the question numbers of the open part, showing the current
 * one, answered, unanswered and flagged, and the other parts with how many of theirs are answered
 * (a click opens them); a flag for the current question; previous and next.
 */
export function QuestionNavigator({ sectionLabels, slots, sectionIndex, current, answered, flagged, onGo, onSection, onToggleFlag, onPrevious, onNext }: QuestionNavigatorProps) {
  const { t } = useTranslation('exam');
  const isFlagged = current !== null && flagged.has(current);
  const flagLabel = current === null ? t('navigator.flag') : isFlagged ? t('navigator.unflagNumber', { number: current }) : t('navigator.flagNumber', { number: current });
  const stripRef = useRef<HTMLDivElement>(null);
  const cellsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cell = current === null ? null : stripRef.current?.querySelector<HTMLElement>(`[data-testid="nav-${current}"]`);
    if (!cell) return;
    keepInRow(cellsRef.current, cell);
    keepInRow(stripRef.current, cell);
  }, [current, sectionIndex]);
  return (
    <Box
      component="nav"
      aria-label={t('navigator.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 0.5, sm: 1.5 }, py: 0.75, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', [narrow]: { flexWrap: 'wrap', rowGap: 0.5, columnGap: 0.5 } }}
    >
      {/* The name is on the button (its text is hidden on phones); the hint only shows it. On the
          wrapper, so that it also shows over the disabled button. */}
      <Box component="span" {...hintProps(flagLabel, { placement: 'top', align: 'start' })} sx={{ [narrow]: { order: 2 } }}>
        <Button
          aria-label={flagLabel}
          size="small"
          variant={isFlagged ? 'contained' : 'outlined'}
          color={isFlagged ? 'warning' : 'inherit'}
          disabled={current === null}
          onClick={onToggleFlag}
          startIcon={isFlagged ? <FlagIcon /> : <FlagOutlinedIcon />}
          aria-pressed={isFlagged}
          data-testid="flag-current"
          sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { marginInlineEnd: { xs: 0, sm: 1 } }, [narrow]: { minWidth: 40, minHeight: 40 } }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('navigator.review')}
          </Box>
        </Button>
      </Box>
      {/* Narrow: ends the first row (the parts). */}
      <Box aria-hidden="true" sx={{ display: 'none', [narrow]: { display: 'block', order: 1, flexBasis: '100%', height: 0 } }} />
      <Box ref={stripRef} sx={{ flex: 1, minWidth: 0, overflowX: 'auto', display: 'flex', gap: 2, py: 0.5, scrollbarWidth: 'thin', [narrow]: { display: 'contents' } }} data-testid="navigator">
        {sectionLabels.map((label, index) => {
          const mine = slots.filter((slot) => slot.sectionIndex === index);
          const done = mine.filter((slot) => answered.has(slot.number)).length;
          const isActive = index === sectionIndex;
          return (
            <Box key={label} role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, [narrow]: { display: 'contents' } }}>
              <ButtonBase
                onClick={() => onSection(index)}
                aria-current={isActive ? 'true' : undefined}
                data-testid={`part-${index + 1}`}
                sx={{ px: 1, py: 0.5, borderRadius: 1, fontWeight: isActive ? 700 : 400, bgcolor: isActive ? 'action.selected' : 'transparent', whiteSpace: 'nowrap', [narrow]: { minHeight: 40, flex: '1 0 auto', px: 0.75 } }}
              >
                {/* Narrow, the count goes under the part's name, so that four parts fit one row. */}
                <Typography variant="body2" component="span" sx={{ fontWeight: 'inherit', [narrow]: { lineHeight: 1.25 } }}>
                  {label}
                  <Box component="span" sx={{ color: isActive ? 'text.primary' : 'text.secondary', marginInlineStart: 0.5, [narrow]: { display: 'block', marginInlineStart: 0, fontSize: '0.75rem' } }}>
                    {t('navigator.progress', { done, total: mine.length })}
                  </Box>
                </Typography>
              </ButtonBase>
              {/* As in the official screen, only the open part lists its numbers; the others show their count. */}
              {isActive && (
                <Box
                  ref={cellsRef}
                  sx={{ display: 'contents', [narrow]: { order: 2, flex: '1 1 0', minWidth: 0, display: 'flex', gap: 0.75, overflowX: 'auto', py: 1, px: 0.5, scrollbarWidth: 'thin' } }}
                  data-testid="navigator-cells"
                >
                  {mine.map(({ number }) => {
                    const isAnswered = answered.has(number);
                    const isCurrent = number === current;
                    const isMarked = flagged.has(number);
                    return (
                      <button
                        type="button"
                        key={number}
                        className={cellClasses.cell}
                        onClick={() => onGo(number)}
                        data-testid={`nav-${number}`}
                        data-state={isAnswered ? 'answered' : 'unanswered'}
                        data-flagged={isMarked ? 'true' : undefined}
                        aria-current={isCurrent ? 'true' : undefined}
                        aria-label={t('navigator.cell', {
                          number,
                          state: isAnswered ? t('navigator.answered') : t('navigator.unanswered'),
                          flag: isMarked ? t('navigator.flagged') : '',
                        }).trim()}
                      >
                        {number}
                        {isMarked && (
                          <svg className={cellClasses.flag} viewBox="0 0 24 24" aria-hidden="true">
                            <path d={FLAG_PATH} />
                          </svg>
                        )}
                      </button>
                    );
                  })}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0, [narrow]: { order: 3 } }}>
        <IconButton aria-label={t('navigator.previous')} onClick={onPrevious} data-testid="nav-previous" {...hintProps(t('navigator.previous'), { placement: 'top' })}>
          <NavigateBeforeIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        <IconButton aria-label={t('navigator.next')} onClick={onNext} data-testid="nav-next" {...hintProps(t('navigator.next'), { placement: 'top' })} sx={{ bgcolor: 'text.primary', color: 'background.paper', '&:hover': { bgcolor: 'text.secondary' } }}>
          <NavigateNextIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      </Box>
    </Box>
  );
}
