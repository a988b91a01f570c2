import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, frFR, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '@web/lib/i18n/config';

const localizations = { fr: frFR, vn: viVN, cn: zhCN, ar: arSD } as const;

/** The DataGrid's own texts (footer, menus, overlays) in the interface language; English is built in. */
export function gridLocaleText(language: Language): Partial<GridLocaleText> | undefined {
  return language === 'en' ? undefined : localizations[language].components.MuiDataGrid.defaultProps.localeText;
}
