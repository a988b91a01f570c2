'use client';

import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** The hamburger that opens a navigation drawer on small screens. */
export function MenuButton(props: IconButtonProps) {
  const { t } = useTranslation('common');
  return (
    <IconButton aria-label={t('nav.openMenu')} data-testid="menu-button" {...props}>
      <MenuRoundedIcon />
    </IconButton>
  );
}
