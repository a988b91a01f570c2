import type { GridLocaleText } from '@mui/x-data-grid';
import type { Language } from '@web/lib/i18n/config';
import { gridLocaleText as resourceGridLocaleText } from '@web/modules/resource/list/grid-locale';

/** The DataGrid's own texts (footer, menus, overlays) in the interface language; English is built in. */
export function gridLocaleText(language: Language): Partial<GridLocaleText> | undefined {
  return language === 'en' ? undefined : resourceGridLocaleText(language);
}
