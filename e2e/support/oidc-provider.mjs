// A real OpenID Connect provider on loopback for the browser tests of social sign-in (oidc-provider).
// One registered client (the e2e web app), accounts made up on the spot from the login typed into the
// sign-in form (any non-empty password), and a small sign-in and consent page of its own: the library's
// development pages load a web font from the internet, which the e2e fixtures refuse.
//
// Settings come from the environment (e2e/playwright.config.ts passes them):
//   E2E_OIDC_PORT (3301), E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET, E2E_OIDC_REDIRECT_URI.
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT ?? 3301);
const issuer = `http://127.0.0.1:${port}`;
const clientId = process.env.E2E_OIDC_CLIENT_ID ?? 'lexam-e2e';
const clientSecret = process.env.E2E_OIDC_CLIENT_SECRET ?? 'e2e-oidc-client-secret-not-for-production';
const redirectUri = process.env.E2E_OIDC_REDIRECT_URI ?? 'http://127.0.0.1:3300/api/auth/callback/lexam-oidc';

/**
 * The claims of an account: `sub` is the login, the address is `<login>@oidc.example.test`, verified
 * unless the login starts with `unverified-` (to test that such an address never takes over an account).
 */
function claimsOf(login) {
  const name = login
    .split(/[-._]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
  return { sub: login, email: `${login}@oidc.example.test`, email_verified: !login.startsWith('unverified-'), name };
}

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'e2e-signing-key' };

const provider = new Provider(issuer, {
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
  jwks: { keys: [signingKey] },
  // Both servers share the host 127.0.0.1 (cookies ignore ports): names that cannot clash with the app's.
  cookies: { keys: ['e2e-oidc-cookie-signing-key'], names: { session: 'op_session', interaction: 'op_interaction', resume: 'op_interaction_resume' } },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The ID token carries the granted claims (the web app reads the person from it).
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    return { accountId: sub, claims: async () => claimsOf(sub) };
  },
});

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(res, { title, body, status = 200 }) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem;box-sizing:border-box}.actions{display:flex;gap:.5rem;margin-top:1rem}button{padding:.5rem 1rem}.error{color:#b00020}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`);
}

function loginPage(res, { uid, error, login = '' }) {
  page(res, {
    title: 'Loopback ID sign-in',
    status: error ? 400 : 200,
    body: `${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}" autocomplete="off">
<label for="login">Login</label><input id="login" name="login" value="${escape(login)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password">
<div class="actions"><button type="submit" name="action" value="login">Sign in</button><button type="submit" name="action" value="abort">Cancel</button></div>
</form>`,
  });
}

function consentPage(res, { uid, clientName, accountId }) {
  page(res, {
    title: 'Allow access',
    body: `<p>${escape(clientName)} asks for the e-mail address and name of <strong>${escape(accountId)}</strong>.</p>
<form method="post" action="/interaction/${escape(uid)}">
<div class="actions"><button type="submit" name="action" value="consent">Allow</button><button type="submit" name="action" value="abort">Deny</button></div>
</form>`,
  });
}

async function readForm(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** The sign-in and consent steps of an authorization request (GET shows, POST answers). */
async function interaction(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('this sign-in step belongs to another request');
  const { prompt, params, session, grantId } = details;
  if (req.method === 'GET') {
    if (prompt.name === 'login') return loginPage(res, { uid });
    const client = await provider.Client.find(params.client_id);
    return consentPage(res, { uid, clientName: client?.clientName ?? params.client_id, accountId: session?.accountId });
  }
  const form = await readForm(req);
  const action = form.get('action');
  if (action === 'abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person refused the sign-in.' }, { mergeWithLastSubmission: false });
  }
  if (action === 'login' && prompt.name === 'login') {
    const login = (form.get('login') ?? '').trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9._-]{0,62}$/.test(login) || !form.get('password')) {
      return loginPage(res, { uid, login, error: 'Enter a login (letters, digits, dots, dashes) and a password.' });
    }
    return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }
  if (action === 'consent' && prompt.name === 'consent') {
    const grant = grantId ? await provider.Grant.find(grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }
  res.writeHead(400, { 'content-type': 'text/plain' }).end(`unexpected step ${action} at ${prompt.name}`);
}

const handle = provider.callback();
const server = http.createServer((req, res) => {
  const match = /^\/interaction\/([\w-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname);
  if (!match) return handle(req, res);
  interaction(req, res, match[1]).catch((error) => {
    if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(`sign-in step failed: ${error.message}`);
  });
});
server.listen(port, '127.0.0.1', () => console.info(`oidc provider ready: ${issuer}/.well-known/openid-configuration`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
