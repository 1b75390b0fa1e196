import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI of the service at /docs (UI) and /docs-json. Not proxied by the gateway. */
export function serveOpenApi(app: INestApplication, serviceName: string): void {
  const config = new DocumentBuilder().setTitle(`founder ${serviceName} service`).setVersion('1.0').build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, config), { jsonDocumentUrl: 'docs-json' });
}
