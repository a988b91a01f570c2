import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { assertClientReady } from './openapi-integrity';
import { operationIdOf } from './operation-id';

/** Each route's zod schemas as JSON Schema, and its operationId unless the route gives its own. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema?.hide) return { schema, url };
  const method = Array.isArray(input.route.method) ? input.route.method.join('_') : input.route.method;
  return { schema: { ...schema, operationId: schema?.operationId ?? operationIdOf(method, url) }, url };
};

/**
 * The document with the components the zod registry holds (schemas given `.meta({ id })`, such as
 * the recursive MenuItem), refused at once rather than served if a client generator would refuse it.
 */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  assertClientReady(document as Parameters<typeof assertClientReady>[0]);
  return document;
};

/** The OpenAPI document at /api/docs/json, drawn from each route's zod schemas, and its UI at /api/docs. */
async function docsPlugin(app: FastifyInstance, { version }: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lexam API',
        version,
        description: 'The learner API (/api/learner) and the admin API (/api/admin) of Lexam. Errors answer a JSON body with `title` and `status`; lists answer an `x-pagination` header.',
      },
      tags: [
        { name: 'system', description: 'Health and service information' },
        { name: 'learner', description: 'Calls of the learner area (bearer access_token)' },
        { name: 'admin', description: 'Calls of the dashboard (bearer access_token_admin)' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform,
    transformObject,
  });
  // The UI's assets come from the installed package: nothing is fetched from the internet.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

export default fp(docsPlugin, { name: 'docs' });
