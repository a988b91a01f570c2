'use client';

import { useRouter } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { flipInRtlSx } from './rtl';

/** Goes back one page, or home when the visitor arrived here directly. */
export function GoBackButton({ fallbackHref = '/' }: { fallbackHref?: string }) {
  const { t } = useTranslation('misc');
  const router = useRouter();

  const handleClick = () => {
    if (window.history.length > 1) {
      router.back();
    } else {
      router.push(fallbackHref);
    }
  };

  return (
    <Button size="large" variant="outlined" color="inherit" onClick={handleClick} startIcon={<ArrowBackRoundedIcon sx={flipInRtlSx} />}>
      {t('common.goBack')}
    </Button>
  );
}
