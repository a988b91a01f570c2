'use client';

import type { ReactNode } from 'react';
import { LanguagePopover } from '@web/components/language-popover';
import { SettingsButton } from '@web/settings';

/** Language and settings buttons shared by every header, followed by any layout-specific action. */
export function HeaderActions({ children }: { children?: ReactNode }) {
  return (
    <>
      <LanguagePopover />
      <SettingsButton />
      {children}
    </>
  );
}
