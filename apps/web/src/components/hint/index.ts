export { hintProps } from './hint';
