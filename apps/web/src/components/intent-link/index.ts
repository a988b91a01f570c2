export { IntentLink, type IntentLinkProps } from './intent-link';
