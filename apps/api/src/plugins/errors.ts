import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError, Problem } from '@lexam/contracts';
import { isDomainError } from '@lexam/core';

/** Sends a problem body: every error answer of the API goes through here. */
export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.code(problem.status).type('application/json; charset=utf-8').send(problem);
}

function validationErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
    return { field: where ? `${context}.${where}` : context, message: issue.message ?? 'Invalid value.' };
  });
}

/** Errors as JSON with `title` and `status` (and each bad field): never a stack, never HTML. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, { title: 'Some fields of the request are invalid.', status: 400, errors: validationErrors(error), requestId: request.id });
    }
    if (isDomainError(error)) {
      return sendProblem(reply, { title: error.message, status: error.status, errors: error.errors, requestId: request.id });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, { title: 'Something went wrong on our side.', status: 500, requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, { title: clientErrorTitle(error), status, requestId: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, { title: 'Something went wrong on our side.', status: 500, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, { title: `There is no ${request.method} ${request.url.split('?')[0]}.`, status: 404, requestId: request.id }),
  );
}

/** Fastify's own 4xx messages, made into sentences a person can act on. */
function clientErrorTitle(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request says it holds JSON but its body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return error.message.endsWith('.') ? error.message : `${error.message}.`;
  }
}

export default fp(errorsPlugin, { name: 'errors' });
