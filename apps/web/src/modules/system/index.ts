export { SystemListScreen, SystemFormScreen } from './system-screens';
export type { SystemResourceName } from './system-screens';
export { userResource } from './user-resource';
export { ROLE_OPTIONS } from './role-options';
export { roleResource } from './role-resource';
export { permissionResource } from './permission-resource';
export { menuResource } from './menu-resource';
export { classResource } from './class-resource';
