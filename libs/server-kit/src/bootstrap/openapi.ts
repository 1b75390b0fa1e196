import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** The one error body of the platform ({statusCode, message} of mapError) as an OpenAPI schema. */
export const ERROR_BODY_SCHEMA = {
  type: 'object' as const,
  properties: {
    statusCode: { type: 'integer' as const, example: 404 },
    message: { type: 'string' as const, example: 'Idea not found' },
    traceId: { type: 'string' as const, description: 'The OpenTelemetry trace id; only when tracing is on', example: '4bf92f3577b34da6a3ce929d0e0e4736' },
  },
  required: ['statusCode', 'message'],
};

/** The `content` of a file download's response: a binary string of each content type it may have. */
export function fileContent(...contentTypes: string[]): Record<string, { schema: { type: 'string'; format: 'binary' } }> {
  return Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/**
 * Every 4xx/5xx response of the document answers ErrorBody, whoever wrote the decorator: the
 * error filter guarantees that body, so authors only describe when an error happens.
 */
export function withErrorBodies(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY_SCHEMA } };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Record<string, { content?: unknown }> }).responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (/^[45]\d\d$/.test(status)) response.content = { 'application/json': { schema: ERROR_BODY_REF } };
      }
    }
  }
  return document;
}

/** OpenAPI of the service at /docs (UI) and /docs-json. Not proxied by the gateway. */
export function serveOpenApi(app: INestApplication, serviceName: string): void {
  const config = new DocumentBuilder().setTitle(`founder ${serviceName} service`).setVersion('1.0').build();
  SwaggerModule.setup('docs', app, () => withErrorBodies(SwaggerModule.createDocument(app, config)), { jsonDocumentUrl: 'docs-json' });
}
