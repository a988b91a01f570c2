import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, frFR, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '@web/lib/i18n';

const LOCALES: Record<Language, { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }> = {
  en: enUS,
  fr: frFR,
  vn: viVN,
  cn: zhCN,
  ar: arSD,
};

/** DataGrid's own texts (pagination, selection, sorting) in the interface language. */
export function gridLocaleText(language: Language): Partial<GridLocaleText> {
  return LOCALES[language].components.MuiDataGrid.defaultProps.localeText;
}
