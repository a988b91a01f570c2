'use client';

import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import { useTranslation } from 'react-i18next';

/** Up and down buttons of one item of an ordered list; the list sends the new order (updateOrder). */
export function OrderButtons({ label, isFirst, isLast, onMove, disabled = false }: { label: string; isFirst: boolean; isLast: boolean; onMove: (step: -1 | 1) => void; disabled?: boolean }) {
  const { t } = useTranslation('exam-admin');
  return (
    <>
      <Tooltip title={t('moveUp')}>
        <span>
          <IconButton size="small" aria-label={t('moveUpNamed', { name: label })} disabled={disabled || isFirst} onClick={() => onMove(-1)}>
            <ArrowUpwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('moveDown')}>
        <span>
          <IconButton size="small" aria-label={t('moveDownNamed', { name: label })} disabled={disabled || isLast} onClick={() => onMove(1)}>
            <ArrowDownwardRoundedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
