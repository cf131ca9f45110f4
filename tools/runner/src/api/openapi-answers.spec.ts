/**
 * The OpenAPI document's answers (issue 23): every endpoint the services register declares its 2xx answer
 * as a JSON Schema generated from @tenant/contracts (or a content type that is not JSON, or a redirect),
 * and what the API really answers conforms: one applicant's whole journey through the API (the calls the
 * screens make, tools/api-journey), then the owner's reads of every other GET endpoint, each 2xx JSON body
 * validated with ajv against its route's schema. A mismatch names the route, the status and ajv's errors.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiClient, STATEMENT_BANK, statementFiles, walkJourney, type ApiAnswer, type CallOptions } from '@tenant/api-journey';
import { API_SCHEMAS } from '@tenant/contracts/api-schemas';
import { routeAccessMap, type RouteAccess } from '@tenant/server-kit';
import type { SmtpCatcher } from '@tenant/server-kit/testing';
import type { StripeSandbox } from '@tenant/stripe-sandbox';
import { API_BOOT_CEILING_MS } from './api-boot-ceiling.testing.js';
import { AnswerConformance, documentPath, JSON_TYPE, NOT_FOR_API_CLIENTS, SCHEMA_REF_PREFIX, type OpenApiDocument, type OpenApiResponse, type RecordedAnswer } from './openapi-conformance.testing.js';
import { mailboxRouter } from '../sandboxes/mailbox-page.js';
import { startWholeApiForTests, type WholeApiForTests } from './whole-api.testing.js';

/** An ApiClient that keeps every /api answer it gets. */
class RecordingClient extends ApiClient {
  readonly answers: RecordedAnswer[] = [];

  override async call<T = Record<string, unknown>>(method: 'GET' | 'POST', pathOrUrl: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const answer = await super.call<T>(method, pathOrUrl, options);
    const url = new URL(pathOrUrl, this.baseUrl);
    if (url.origin === new URL(this.baseUrl).origin && url.pathname.startsWith('/api/')) {
      this.answers.push({ method, path: url.pathname, status: answer.status, contentType: answer.headers.get('content-type') ?? '', body: answer.body });
    }
    return answer;
  }
}

const isSuccess = (status: string | number) => /^2\d\d$/.test(String(status));
const isRedirect = (status: string | number) => /^3\d\d$/.test(String(status));

/** What is wrong with a route's declared answers, or null: a 2xx JSON answer by a schema reference, a 2xx of another content type, or a redirect. */
function answerDeclarationProblem(responses: Record<string, OpenApiResponse>, schemas: Record<string, unknown>): string | null {
  const declared = Object.entries(responses).filter(([status]) => isSuccess(status) || isRedirect(status));
  if (declared.length === 0) return 'no 2xx or 3xx answer';
  for (const [status, response] of declared) {
    if (isRedirect(status)) {
      if (!response.headers?.Location) return `${status} without a Location header`;
      continue;
    }
    const content = Object.entries(response.content ?? {});
    if (content.length === 0) return `${status} without content (a schema or a content type)`;
    for (const [type, { schema }] of content) {
      if (type !== JSON_TYPE) continue;
      const name = schema?.$ref?.replace(SCHEMA_REF_PREFIX, '');
      if (!name || !schemas[name]) return `${status} ${JSON_TYPE} without a schema of @tenant/contracts (${JSON.stringify(schema)})`;
    }
  }
  return null;
}

describe('the OpenAPI document’s answers (issue 23)', () => {
  let api: WholeApiForTests;
  let mailbox: SmtpCatcher;
  let stripe: StripeSandbox;
  let sut: NestExpressApplication;
  let baseUrl: string;
  let routes: RouteAccess[];
  let conformance: AnswerConformance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startWholeApiForTests('openapi_answers');
    ({ app: sut, mailbox, stripe } = api);
    // the dev mailbox the journey reads its e-mailed code from, as the runner mounts it
    sut.use(mailboxRouter(mailbox));
    await sut.listen(0, '127.0.0.1');
    baseUrl = (await sut.getUrl()).replace('[::1]', '127.0.0.1');
    stripe.setWebhookUrl('default', `${baseUrl}/api/v1/payment/webhook/default`);
    routes = routeAccessMap(sut);
    conformance = await AnswerConformance.of(baseUrl, routes);
    document = conformance.document;
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await api?.close();
  }, API_BOOT_CEILING_MS);

  it('declares for every endpoint a 2xx answer with a schema of @tenant/contracts, or a content type that is not JSON, or a redirect', () => {
    expect(document.openapi).toBe('3.1.0');
    // the generated schemas as they are: nothing Nest derives replaces one of the same name
    expect(document.components.schemas).toMatchObject(API_SCHEMAS);
    expect(routes.length).toBeGreaterThan(80);
    const problems = routes.filter((route) => !NOT_FOR_API_CLIENTS.has(route.handler)).flatMap((route) => {
      const operation = document.paths[documentPath(route)]?.[route.method.toLowerCase()];
      const problem = operation ? answerDeclarationProblem(operation.responses, document.components.schemas) : 'missing from the document';
      return problem ? [`${route.method} ${route.path} (${route.handler}): ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('refuses an answer its schema does not describe (the check itself can fail)', () => {
    const answer = { method: 'GET', path: '/api/v2/report/', status: 200, contentType: 'application/json; charset=utf-8' };
    expect(conformance.problem({ ...answer, body: { success: true, report: null, undeclared: 1 } })).toMatch(/is no ReportResponse: .*must NOT have additional properties/);
    expect(conformance.problem({ ...answer, status: 201, body: { success: true } })).toMatch(/the status is not declared/);
  });

  it('answers one applicant’s journey and the owner’s reads as the document says', async () => {
    const client = new RecordingClient({ baseUrl });
    const holder = { firstName: 'Mario', lastName: 'Rossi' };
    const journey = await walkJourney(client, { ...holder, email: 'mario.rossi.openapi@example.it' }, { statements: await statementFiles(`${holder.firstName} ${holder.lastName}`), bank: STATEMENT_BANK, pollMs: 250 });
    expect(journey.steps.at(-1)).toBe('report');

    // every other GET the owner may make, with the owner's ids; those that print PDFs (Chromium) are left to their own tests
    const values: Record<string, string> = { application_id: journey.applicationId, report_id: journey.applicationId, document_id: journey.documentIds[0] };
    for (const route of routes.filter((r) => r.method === 'GET' && !r.path.includes(':') && !r.path.includes('pdf') && ['owner', 'session', 'public'].includes(r.access!))) {
      await client.call('GET', route.path, { query: values, headers: { authorization: `Bearer ${client.accessToken}`, 'application-type': 'rent' } });
    }

    const successes = client.answers.filter((answer) => isSuccess(answer.status));
    const checked = new Set(successes.map((answer) => `${answer.method} ${answer.path.replace(/\/$/, '')}`));
    process.stdout.write(`openapi answers: ${successes.length} 2xx answers of ${checked.size} endpoints checked against their schemas: ${[...checked].sort().join(', ')}\n`);
    expect(checked.size).toBeGreaterThan(30);
    expect([...new Set(successes.map((answer) => conformance.problem(answer)).filter((problem) => problem !== null))]).toEqual([]);
  }, 600_000);
});
