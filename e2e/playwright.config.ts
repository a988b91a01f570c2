import { defineConfig } from '@playwright/test';

// Browser tests run Debian's Chromium (never a downloaded browser) against the real server, started
// by the same script as `npm start`, on a throw-away embedded database and its own port.
const port = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's signing secret: tests mint short-lived tokens with it (expiry tests). */
export const E2E_JWT_SECRET = 'e2e-only-secret-not-for-production-0123456789abcdef';
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/** The OpenID Connect provider on loopback that social sign-in is tested against (e2e/support/oidc-provider.mjs). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3301);
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'lexam-e2e',
  clientSecret: 'e2e-oidc-client-secret-not-for-production',
  /** The label of its sign-in button: "Continue with Loopback ID". */
  name: 'Loopback ID',
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  // CI may run on a machine busier than a developer's (the whole suite took 16 minutes instead of 4
  // once): a long scenario gets twice the time there; each expectation keeps its 10 s.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Every test signs in from 127.0.0.1: the per-address sign-in limit (tested in the API suites) is
      // raised so the suite does not trip it; the mail catcher takes a free port so runs can overlap.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: E2E_JWT_SECRET,
        APP_URL: baseURL,
        SIGN_IN_RATE_PER_MINUTE: '1000',
        MAIL_CATCHER_PORT: '0',
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_NAME: E2E_OIDC.name,
      },
    },
    {
      command: 'node support/oidc-provider.mjs',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_OIDC_PORT: String(oidcPort),
        E2E_OIDC_CLIENT_ID: E2E_OIDC.clientId,
        E2E_OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        E2E_OIDC_REDIRECT_URI: `${baseURL}/api/auth/callback/lexam-oidc`,
      },
    },
  ],
});
