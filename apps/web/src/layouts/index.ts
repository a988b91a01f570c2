export { AuthLayout } from './auth/auth-layout';
export { MiscLayout } from './misc/misc-layout';
export { LearnerLayout } from './learner/learner-layout';
export { DashboardLayout } from './dashboard/dashboard-layout';
export { HeaderBar } from './components/header-bar';
export { HeaderActions } from './components/header-actions';
export { LAYOUT, NAV_BREAKPOINT } from './config';
export { NavIcon, NAV_ICONS } from './nav-icons';
export { NavSectionVertical, NavSectionMini, NavSectionHorizontal } from './nav-section';
