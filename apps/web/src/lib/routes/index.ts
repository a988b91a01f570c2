export { paths, SKILLS, TOEIC_EDITIONS, READING_SOURCES, SPEAKING_PARTS, WRITING_TASKS } from './paths';
export type { Skill, ToeicEdition, ReadingSource, SpeakingPart, WritingTask, Id } from './paths';
export type { NavItem, NavSection, NavIconName } from './nav-types';
export { dashboardNav } from './dashboard-nav';
export { learnerNav, footerLinks } from './learner-nav';
export { routeAccess } from './access';
export type { RouteAccess } from './access';
export { findActiveTrail, findActiveTrailInSections, flattenNav } from './nav-utils';
export { requiredPermission } from './required-permission';
