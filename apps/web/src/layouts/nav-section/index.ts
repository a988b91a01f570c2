export { NavSectionVertical } from './nav-section-vertical';
export { NavSectionMini } from './nav-section-mini';
export { NavSectionHorizontal } from './nav-section-horizontal';
export { NavItemVertical } from './nav-item-vertical';
export { NavDropdown, NavDropdownList } from './nav-dropdown';
export { NavTrailContext, useActiveTrail, useIsActive } from './nav-context';
export { useHoverMenu } from './use-hover-menu';
