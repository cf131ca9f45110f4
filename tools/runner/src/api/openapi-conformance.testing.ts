import type { RouteAccess } from '@tenant/server-kit';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
  headers?: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
  components: { schemas: Record<string, unknown> };
}

/** One answer the API gave: where (the path as called), its status, content type and parsed body. */
export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

export const JSON_TYPE = 'application/json';
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** Endpoints left out of the document on purpose (ApiExcludeController): a provider calls them, no API client does. */
export const NOT_FOR_API_CLIENTS = new Set([
  // the bank's redirect back after the PSD2 consent: an HTML page in the applicant's tab
  'Psd2CallbackController.callback',
  // Stripe's webhook, checked by its signature
  'WebhookController.receive',
]);

/** The document's path of a route: Nest's `:param` as OpenAPI's `{param}`. */
export const documentPath = (route: RouteAccess) => route.path.replace(/:(\w+)/g, '{$1}');

/**
 * Real answers against the composed API's OpenAPI document (issue 23): an answer conforms when its route
 * declares its status and content type and, for JSON, the body is valid against the route's schema
 * (ajv, JSON Schema 2020-12 as OpenAPI 3.1 has it). Endpoints that are not for API clients are not checked.
 */
export class AnswerConformance {
  private readonly validators: Map<string, ValidateFunction>;

  private constructor(
    readonly document: OpenApiDocument,
    private readonly routes: RouteAccess[],
  ) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    this.validators = new Map(Object.keys(document.components.schemas).map((name) => [name, ajv.getSchema(`openapi.json${SCHEMA_REF_PREFIX}${name}`)!]));
  }

  /** The document the API serves at /api/docs-json (development tools on) and the app's route map. */
  static async of(baseUrl: string, routes: RouteAccess[]): Promise<AnswerConformance> {
    const document = (await (await fetch(`${baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
    return new AnswerConformance(document, routes);
  }

  /** Why an answer does not conform to its route's declaration, or null. */
  problem(answer: RecordedAnswer): string | null {
    const route = this.routes.find((r) => r.method === answer.method && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}/?$`).test(answer.path));
    const where = `${answer.method} ${answer.path} ${answer.status}`;
    if (!route) return `${where}: no such route`;
    if (NOT_FOR_API_CLIENTS.has(route.handler)) return null;
    const declared = this.document.paths[documentPath(route)]?.[route.method.toLowerCase()]?.responses[String(answer.status)];
    if (!declared) return `${where}: the status is not declared`;
    const mediaType = answer.contentType.split(';')[0].trim();
    const content = declared.content?.[mediaType];
    if (!content) return `${where}: answered ${mediaType}, declared ${Object.keys(declared.content ?? {}).join(', ') || 'nothing'}`;
    if (mediaType !== JSON_TYPE) return null;
    const name = content.schema?.$ref?.replace(SCHEMA_REF_PREFIX, '') ?? '';
    const validate = this.validators.get(name);
    if (!validate) return `${where}: no schema for ${JSON.stringify(content.schema)}`;
    return validate(answer.body) ? null : `${where} is no ${name}: ${validate.errors!.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ')}`;
  }
}
