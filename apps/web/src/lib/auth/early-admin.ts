import type { UserProfile } from '@lexam/contracts';
import { takeEarlyAnswer } from '../api/early-answer';
import { ADMIN_TOKEN_KEY } from '../api/storage-keys';

// The dashboard's first screen waits for the signed-in admin's profile (roles, permissions, name),
// which the start-up check asks for only once the app's code has loaded and run. A few lines of
// inline script in the dashboard's layout start that call while the code is still downloading: on a
// phone the screen then comes about one round trip earlier. The start-up check takes the answer once
// (auth-api.ts); anything else (no token, an expired one, an error) and it asks the server itself.

const GLOBAL = '__lexamEarlyAdmin';

/** The address of the admin's profile: the same string the inline script fetches. */
export function adminProfileUrl(apiBase: string, id: number): string {
  return `${apiBase}/User/getOne/${id}`;
}

/**
 * The inline script: with an admin token in localStorage that has not expired, it reads the admin's
 * id from the token (the `nameid` claim, as jwt.ts does) and starts the profile's call at once.
 */
export function earlyAdminScript(apiBase: string): string {
  return `(function(){try{var t=localStorage.getItem(${JSON.stringify(ADMIN_TOKEN_KEY)});var p=t&&t.split('.')[1];if(!p)return;var c=JSON.parse(atob(p.replace(/-/g,'+').replace(/_/g,'/')));var i=Number(c.nameid);if(!(i>0&&i%1===0)||!(c.exp*1000>Date.now()))return;var u=${JSON.stringify(apiBase)}+'/User/getOne/'+i;window.${GLOBAL}={url:u,token:t,result:fetch(u,{headers:{Accept:'application/json',Authorization:'Bearer '+t}}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})}}catch(e){}})();`;
}

/** The profile the inline script fetched for `url` with `token`, once; null when there is none to take. */
export function takeEarlyAdmin(url: string, token: string | null): Promise<UserProfile | null> | null {
  return takeEarlyAnswer<UserProfile>(GLOBAL, url, token);
}
