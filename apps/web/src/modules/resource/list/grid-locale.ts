import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, frFR, viVN, zhCN } from '@mui/x-data-grid/locales';
import type { Language } from '@web/lib/i18n';
import { formatNumber } from '@web/lib/i18n/intl-locale';

const LOCALES: Record<Language, { components: { MuiDataGrid: { defaultProps: { localeText: Partial<GridLocaleText> } } } }> = {
  en: enUS,
  fr: frFR,
  vn: viVN,
  cn: zhCN,
  ar: arSD,
};

/**
 * The Arabic texts that write numbers: the grid's own write Arabic-Indic digits (ar-SD), the rest of
 * the interface Latin ones (intl-locale.ts), so these follow the app's rule.
 */
function arabicNumbers(base: Partial<GridLocaleText>): Partial<GridLocaleText> {
  const n = (value: number) => formatNumber(value, 'ar');
  return {
    ...base,
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const total = count !== -1 ? n(count) : estimated && estimated > to ? `حوالي ${n(estimated)}` : `أكثر من ${n(to)}`;
      return `\u200E${n(from)}–${n(to)}\u200E من ${total}`;
    },
    footerTotalVisibleRows: (visibleCount, totalCount) => `${n(visibleCount)} من ${n(totalCount)}`,
    footerRowSelected: (count) => (count !== 1 ? `تم تحديد ${n(count)} من الصفوف` : 'تم تحديد صف واحد'),
  };
}

const TEXTS: Record<Language, Partial<GridLocaleText>> = {
  en: LOCALES.en.components.MuiDataGrid.defaultProps.localeText,
  fr: LOCALES.fr.components.MuiDataGrid.defaultProps.localeText,
  vn: LOCALES.vn.components.MuiDataGrid.defaultProps.localeText,
  cn: LOCALES.cn.components.MuiDataGrid.defaultProps.localeText,
  ar: arabicNumbers(LOCALES.ar.components.MuiDataGrid.defaultProps.localeText),
};

/** DataGrid's own texts (pagination, selection, sorting) in the interface language. */
export function gridLocaleText(language: Language): Partial<GridLocaleText> {
  return TEXTS[language];
}
