export { FlagIcon } from './flag-icon';
