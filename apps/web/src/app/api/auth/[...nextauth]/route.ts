import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { buildAuthOptions } from '@web/lib/session/auth-options';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// The session library (next-auth v4). Its options are built per request from the environment, so a
// provider configured when the server starts is used without rebuilding the web app.
function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  return NextAuth(request, context, buildAuthOptions());
}

export { handler as GET, handler as POST };
