// Browsers ask for /favicon.ico whatever the page links: send them to the site's icon (app/icon.svg)
// instead of a 404 in every console. A relative Location, so it holds behind any host name.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: '/icon.svg' } });
}
