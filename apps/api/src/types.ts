import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@lexam/db';
import type { Mailer } from '@lexam/core';

/** The Fastify instance with zod as its type provider: route handlers get typed params and bodies. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: routes hand it to @lexam/core, they never query it themselves. */
    database: DatabaseHandle;
    /** Outgoing mail, and the web app's public address for links in it. */
    mail: { mailer: Mailer; appUrl: string };
    /** Set when the process has been asked to stop: readiness answers 503 so a balancer sends it nothing new. */
    lifecycle: { isDraining: boolean };
  }
  interface FastifyContextConfig {
    /**
     * The route writes only attempts it names (start, save, submit), and core forgets their kept
     * states itself; every other write request forgets all of them (see app.ts).
     */
    writesOwnAttemptsOnly?: boolean;
  }
}
