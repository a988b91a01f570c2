export { HydrationUnit } from './hydration-unit';
