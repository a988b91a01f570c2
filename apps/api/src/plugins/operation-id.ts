const MOUNTS = new Map([['/api/learner/', 'learner'], ['/api/admin/', 'admin']]);

/** The generic verbs of a content entity `E` (API.md), by method: `E` alone, or `E/{id}`. */
const ENTITY_VERBS: Record<string, { collection?: string; item?: string }> = {
  GET: { collection: 'list', item: 'get' },
  POST: { collection: 'create' },
  PUT: { item: 'edit' },
  DELETE: { item: 'delete' },
};

const isParameter = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
/** Only letters, digits and `_`, so the id is an identifier in generated code: `social-login` -> `social_login`. */
const identifier = (text: string) => text.replace(/[^A-Za-z0-9_]+/g, '_');

/**
 * The operationId of a route, so that generated clients read like API.md: `<mount>_<controller>_<call>`.
 * - mount: `learner` for /api/learner, `admin` for /api/admin (the same call name may live on both);
 * - controller: the first segment after the mount (`Auth`, `Role`, `OnlineToeicTest`);
 * - call: the other segments, path parameters left out, joined by `_`:
 *   `GET /api/admin/Auth/getMenuItems` -> `admin_Auth_getMenuItems`,
 *   `POST /api/admin/IeltsOnlineTest/{id}/copy` -> `admin_IeltsOnlineTest_copy`;
 *   when nothing is left, the entity's generic verb: `GET E` -> `E_list`, `GET E/{id}` -> `E_get`,
 *   `POST E` -> `E_create`, `PUT E/{id}` -> `E_edit`, `DELETE E/{id}` -> `E_delete` (deleteMulti,
 *   updateOrder, statistics and report are named segments already: `admin_Role_deleteMulti`).
 * Other /api routes are `system_<segments>`: `system_health`. A route whose id this rule cannot tell
 * apart from another's sets its own `schema.operationId`; the document refuses duplicates.
 */
export function operationIdOf(method: string, url: string): string {
  const mountPrefix = [...MOUNTS.keys()].find((prefix) => url.startsWith(prefix));
  const rest = url.slice(mountPrefix ? mountPrefix.length : '/api/'.length).split('/').filter(Boolean);
  const named = rest.filter((segment) => !isParameter(segment));
  if (!mountPrefix) return identifier(['system', ...named].join('_'));
  const [controller = '', ...call] = named;
  if (call.length === 0) {
    const endsInParameter = rest.length > 1 && isParameter(rest[rest.length - 1] ?? '');
    const verbs = ENTITY_VERBS[method.toUpperCase()];
    call.push((endsInParameter ? verbs?.item : verbs?.collection) ?? method.toLowerCase());
  }
  return identifier([MOUNTS.get(mountPrefix), controller, ...call].join('_'));
}
