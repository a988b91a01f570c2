import { headers } from 'next/headers';

// The nonce the server made for this response (apps/api/src/page-security.ts). It puts the page's
// Content-Security-Policy on the request too, where Next finds it for its own inline scripts; the
// app's inline scripts read it from the same place, the same way.
const NONCE_IN_SCRIPT_SRC = /(?:^|;)\s*script-src\s[^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/;

/** The nonce of a policy's script-src, if it has one. */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return policy ? NONCE_IN_SCRIPT_SRC.exec(policy)?.[1] : undefined;
}

/** The nonce that an inline script of this page must carry to run (undefined when no policy asks for one). */
export async function scriptNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}
