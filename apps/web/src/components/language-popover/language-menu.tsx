'use client';

import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Language, LanguageOption } from '@web/lib/i18n/config';
import { FlagIcon } from '../flag-icon';

export interface LanguageMenuProps {
  /** The flag button; null while closed. */
  anchor: HTMLElement | null;
  current: Language;
  languages: readonly LanguageOption[];
  onClose(): void;
  onChoose(language: Language): void;
}

/** The five languages under the flag button (language-popover.tsx loads it on the first click). */
export function LanguageMenu({ anchor, current, languages, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 200, mt: 0.5 } } }}
    >
      {languages.map((language) => (
        <MenuItem
          key={language.value}
          selected={language.value === current}
          lang={language.htmlLang}
          onClick={() => onChoose(language.value)}
          data-testid={`language-option-${language.value}`}
        >
          <ListItemIcon sx={{ minWidth: 0, mr: 1.5 }}>
            <FlagIcon code={language.countryCode} size={24} />
          </ListItemIcon>
          <ListItemText primary={language.label} />
          {language.value === current && <CheckRoundedIcon fontSize="small" sx={{ color: 'primary.main', ml: 1 }} />}
        </MenuItem>
      ))}
    </Menu>
  );
}
