// Menu links are not prefetched (prefetch={false}): several screens of the menus are not built yet, and
// a prefetch answered 404 stays open in Chromium, so a page would never go network-idle (Lighthouse).
export { NavSectionVertical } from './nav-section-vertical';
export { NavSectionMini } from './nav-section-mini';
export { NavSectionHorizontal } from './nav-section-horizontal';
export { NavItemVertical } from './nav-item-vertical';
export { NavDropdown, NavDropdownList } from './nav-dropdown';
export { NavTrailContext, useActiveTrail, useIsActive } from './nav-context';
export { useHoverMenu } from './use-hover-menu';
