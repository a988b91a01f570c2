'use client';

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@web/lib/i18n/use-locale';
import type { Language } from '@web/lib/i18n/config';
import { useToast } from '@web/lib/toast';
import { FlagIcon } from '../flag-icon';

/**
 * The flag button of every header: lists the five languages; choosing one switches the interface
 * (and its direction) and confirms with a success toast in the new language.
 */
export function LanguagePopover({ sx, ...other }: Omit<IconButtonProps, 'onClick'>) {
  const { t, i18n } = useTranslation('common');
  const { lang, option, languages, setLang } = useLocale();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = async (next: Language) => {
    setAnchor(null);
    if (next === lang) return;
    const label = languages.find((language) => language.value === next)?.label ?? next;
    await setLang(next);
    toast.success(i18n.t('language.changed', { ns: 'common', lng: next, language: label }));
  };

  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton
          aria-label={t('language.choose', { language: option.label })}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="language-button"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
          sx={[{ width: 40, height: 40, ...(anchor && { bgcolor: 'action.selected' }) }, ...(Array.isArray(sx) ? sx : [sx])]}
          {...other}
        >
          <FlagIcon code={option.countryCode} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 200, mt: 0.5 } } }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language.value}
            selected={language.value === lang}
            lang={language.htmlLang}
            onClick={() => void choose(language.value)}
            data-testid={`language-option-${language.value}`}
          >
            <ListItemIcon sx={{ minWidth: 0, mr: 1.5 }}>
              <FlagIcon code={language.countryCode} size={24} />
            </ListItemIcon>
            <ListItemText primary={language.label} />
            {language.value === lang && <CheckRoundedIcon fontSize="small" sx={{ color: 'primary.main', ml: 1 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
