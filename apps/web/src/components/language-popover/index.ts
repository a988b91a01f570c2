export { LanguagePopover } from './language-popover';
