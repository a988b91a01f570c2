export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, DEFAULT_NAMESPACE, isLanguage, toLanguage, directionOf, getLanguageOption, resolveRequestLanguage } from './config';
export type { Language, LanguageOption, Direction } from './config';
export { useLocale } from './use-locale';
export type { LocaleValue } from './use-locale';
export { I18nProvider } from './i18n-provider';
export { persistLanguage } from './persist-language';
export { intlLocale, formatNumber, formatDate } from './intl-locale';
