'use client';

import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useWantedOnce } from '@web/lib/lazy-mount';
import type { Language } from '@web/lib/i18n/config';
import { useToast } from '@web/lib/toast';
import { FlagIcon } from '../flag-icon';
import { hintProps } from '../hint';

// The list (MUI Menu, Popover, Modal) is loaded on the first click, not with every page.
const LanguageMenu = dynamic(() => import('./language-menu').then((module) => module.LanguageMenu), { ssr: false });

/**
 * The flag button of every header: lists the five languages; choosing one switches the interface
 * (and its direction) and confirms with a success toast in the new language.
 */
export function LanguagePopover({ sx, ...other }: Omit<IconButtonProps, 'onClick'>) {
  const { t, i18n } = useTranslation('common');
  const { lang, option, languages, setLang } = useLocale();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isWanted = useWantedOnce(anchor !== null);

  const choose = async (next: Language) => {
    setAnchor(null);
    if (next === lang) return;
    const label = languages.find((language) => language.value === next)?.label ?? next;
    await setLang(next);
    toast.success(i18n.t('language.changed', { ns: 'common', lng: next, language: label }));
  };

  return (
    <>
      <IconButton
        aria-label={t('language.choose', { language: option.label })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-button"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={[{ width: 40, height: 40, ...(anchor && { bgcolor: 'action.selected' }) }, ...(Array.isArray(sx) ? sx : [sx])]}
        {...other}
        {...hintProps(t('language.label'), { className: other.className })}
      >
        <FlagIcon code={option.countryCode} />
      </IconButton>
      {isWanted && <LanguageMenu anchor={anchor} current={lang} languages={languages} onClose={() => setAnchor(null)} onChoose={(next) => void choose(next)} />}
    </>
  );
}
