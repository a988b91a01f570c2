export { SystemListScreen, SystemFormScreen } from './system-screens';
export type { SystemResourceName } from './system-screens';
export { userResource, ROLE_OPTIONS } from './user-resource';
export { roleResource } from './role-resource';
export { permissionResource } from './permission-resource';
export { menuResource } from './menu-resource';
export { classResource } from './class-resource';
