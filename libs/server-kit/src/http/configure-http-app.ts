import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_SCHEMAS } from '@tenant/contracts/api-schemas';
import { ApiExceptionFilter } from './api-exception.filter.js';

export const API_PREFIX = 'api';
export const OPENAPI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

export interface ConfigureHttpAppOptions {
  title?: string;
  /** serve the OpenAPI UI and document (a development tool: DEV_TOOLS); off unless told */
  openApi?: boolean;
}

/**
 * The HTTP conventions every service shares, standalone or composed: everything under /api, the spec's
 * error envelope, no CORS (the product is served from one origin), and, in development only, the OpenAPI
 * document at /api/docs (in production that path is a 404 like any unknown route). Its answers are the
 * JSON Schemas generated from @tenant/contracts (`Answers(name)` on a handler), hence OpenAPI 3.1, whose
 * schemas are JSON Schema.
 */
export function configureHttpApp<T extends INestApplication>(app: T, options: ConfigureHttpAppOptions = {}): T {
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  if (!options.openApi) return app;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(options.title ?? 'Tenant screening API')
      .setVersion('1')
      .setOpenAPIVersion('3.1.0')
      .addBearerAuth()
      .build(),
  );
  document.components = { ...document.components, schemas: { ...API_SCHEMAS, ...document.components?.schemas } };
  SwaggerModule.setup(OPENAPI_PATH, app, document, { jsonDocumentUrl: OPENAPI_JSON_PATH });
  return app;
}
