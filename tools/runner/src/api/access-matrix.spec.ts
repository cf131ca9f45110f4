/**
 * The permanent access matrix (README "Who may call what"): every endpoint the services register,
 * read from the route map so a new one is covered without editing this file, called by every kind of
 * caller that is not the owner of the application it names. It fails on a 500, on a 2xx the endpoint's
 * declared rule does not allow that caller, on any answer to a non-owner that holds the owner's
 * e-mail address, and on a 2xx that is not what the OpenAPI document declares (issue 23); it prints the totals.
 */
import { readFileSync } from 'node:fs';
import { NotFoundException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { ApplicationsService, InvitationsService, SessionTokenIssuer, signPartnerLink } from '@tenant/service-onboarding';
import { CertificatesService } from '@tenant/service-report';
import { ACCESS_RULES, AccessTokenSigner, ReviewerTokenSigner, generateEs256KeyPair, routeAccessMap, type AccessRule, type RouteAccess, type ServerConfig } from '@tenant/server-kit';
import { createTestServerConfig, type TestDatabase } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { API_BOOT_CEILING_MS } from './api-boot-ceiling.testing.js';
import { createApiApp } from './create-api-app.js';
import { AnswerConformance } from './openapi-conformance.testing.js';
import { eventually } from '../testing/eventually.js';
import { createApiTestDatabase } from './whole-api.testing.js';

/** Callers that are not the application's owner; `token` also fills a route's `token`/`sig` parameter. */
interface Principal {
  name: string;
  /** the Authorization header's bearer token, if any */
  bearer?: string;
  /** what it puts where a route takes a signed link or signature */
  proof?: string;
  /** an applicant's valid session (of another account than the owner's) */
  applicantSession?: boolean;
  reviewerSession?: boolean;
  partnerSignature?: boolean;
  /** holds a genuine signed link (a report's verification token) */
  signedLink?: boolean;
}

/** Which of these callers a rule lets have a 2xx (the owner, never among them, is the only one `owner` lets in). */
const mayGetAnswer: Record<AccessRule, (principal: Principal) => boolean> = {
  public: () => true,
  session: (p) => !!p.applicantSession,
  owner: () => false,
  reviewer: (p) => !!p.reviewerSession,
  'signed-link': (p) => !!p.signedLink,
  'partner-signature': (p) => !!p.partnerSignature,
  // a landing page or receiver anyone may reach; it acts only on the provider's proof (their own tests)
  'provider-callback': () => true,
};

const README = new URL('../../../../README.md', import.meta.url);

/** The README's table rows `| METHOD | /api/path | rule |` of the section "Who may call what". */
function readmeTable(): string[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('### Who may call what'));
  return [...section.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| `([a-z-]+)` \|/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access matrix (issue 21)', () => {
  let database: TestDatabase;
  let config: ServerConfig;
  let sut: NestExpressApplication;
  let baseUrl: string;
  let routes: RouteAccess[];
  let conformance: AnswerConformance;
  let owner: { applicationId: string; applicantId: string; email: string; token: string; documentId: string };
  let principals: Principal[];

  const applicant = async (firstName: string, email: string) => {
    const registered = await sut.get(ApplicationsService).register({ firstName, lastName: 'Matrice', email, employmentStatus: 'Employed' });
    const { accessToken } = await sut.get(SessionTokenIssuer).issueFor({ id: registered.applicantId, email });
    return { ...registered, token: accessToken };
  };

  /** Invited by the owner, signed up, and joined to the owner's application as the product does (link-applications). */
  const invited = async (role: 'co-applicant' | 'guarantor', firstName: string, email: string): Promise<string> => {
    const { code } = await sut.get(InvitationsService).create({ applicationId: owner.applicationId, applicantRole: role, email });
    const own = await applicant(firstName, email);
    const linked = await fetch(`${baseUrl}/api/v1/state/link-applications?application_id=${own.applicationId}&invitation_code=${code}`, { headers: { authorization: `Bearer ${own.token}` } });
    expect(linked.status).toBe(200);
    return ((await linked.json()) as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    database = await createApiTestDatabase('access_matrix');
    config = createTestServerConfig(database.url);
    sut = await createApiApp({ config, logger: false });
    await sut.listen(0, '127.0.0.1');
    baseUrl = (await sut.getUrl()).replace('[::1]', '127.0.0.1');
    routes = routeAccessMap(sut);
    conformance = await AnswerConformance.of(baseUrl, routes);

    const maria = await applicant('Maria', 'maria.owner@example.it');
    // the owner's own data the others will name: a document (and the report service's copy of who owns what)
    const form = new FormData();
    form.append('type', 'national_id');
    form.append('id_type', 'PASSPORT');
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')], { type: 'application/pdf' }), 'passport.pdf');
    const uploaded = await eventually(async () => {
      const answer = await fetch(`${baseUrl}/api/v1/other-documents/upload?application_id=${maria.applicationId}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${maria.token}` } });
      return answer.status === 200 ? ((await answer.json()) as { document_id: string }) : null;
    });
    owner = { ...maria, documentId: uploaded.document_id };
    // the report service knows the application from its own copy of the events, which may come after income's
    const certificate = await eventually(() =>
      sut
        .get(CertificatesService)
        .issue(owner.applicationId)
        .catch((error: unknown) => (error instanceof NotFoundException ? null : Promise.reject(error))),
    );

    const stranger = await applicant('Eva', 'eva.stranger@example.it');
    const coApplicant = await invited('co-applicant', 'Luca', 'luca.coapplicant@example.it');
    const guarantor = await invited('guarantor', 'Gino', 'gino.guarantor@example.it');
    const ownerClaims = { userId: owner.applicantId, email: owner.email, applications: { [owner.applicationId]: 'owner' as const } };
    const signer = new AccessTokenSigner(config.authPrivateKey!);
    const onboarding = sut.get<DataSource>(getDataSourceToken('onboarding'));
    const [{ signing_secret: partnerSecret }] = (await onboarding.query(`SELECT signing_secret FROM onboarding.companies WHERE partner_id = 'rapidrent-demo'`)) as Array<{ signing_secret: string }>;
    const partnerSig = signPartnerLink({ partner_id: 'rapidrent-demo', listing_id: '1004', first_name: 'Nuovo', last_name: 'Cliente', email: 'new.client@example.it', exp: Math.floor(Date.now() / 1000) + 600 }, partnerSecret);
    const ownerPartnerSig = signPartnerLink({ partner_id: 'rapidrent-demo', listing_id: '1004', first_name: 'Maria', last_name: 'Matrice', email: owner.email, exp: Math.floor(Date.now() / 1000) + 600 }, partnerSecret);
    const [ownerHeader, ownerPayload] = owner.token.split('.');

    principals = [
      { name: 'no token' },
      { name: 'another applicant', bearer: stranger.token, applicantSession: true },
      { name: 'co-applicant', bearer: coApplicant, applicantSession: true },
      { name: 'guarantor', bearer: guarantor, applicantSession: true },
      { name: 'reviewer of another company', bearer: (await new ReviewerTokenSigner(config.authPrivateKey!).issue({ companyId: 'another-company', email: 'rev@another.example' })).accessToken, reviewerSession: true },
      // the partner's key: a valid entry for a new applicant of its listing, and the same key aimed at the owner
      { name: 'partner key', bearer: partnerSig, proof: partnerSig, partnerSignature: true },
      { name: 'partner key for the owner', bearer: ownerPartnerSig, proof: ownerPartnerSig, partnerSignature: true },
      { name: 'forged (another key)', bearer: (await new AccessTokenSigner(generateEs256KeyPair().privateKey).issue(ownerClaims)).accessToken },
      { name: 'expired', bearer: (await signer.issue(ownerClaims, new Date(Date.now() - 3 * 86_400_000))).accessToken },
      { name: 'alg none', bearer: `${base64url({ alg: 'none', typ: 'JWT' })}.${ownerPayload}.` },
      { name: 'edited header', bearer: `${ownerHeader.slice(0, -2)}AA.${ownerPayload}.` },
      { name: 'report verification token as session', bearer: certificate.token, signedLink: true },
      { name: 'reviewer-signed claims of the owner', bearer: (await new ReviewerTokenSigner(config.authPrivateKey!).issue({ companyId: owner.applicationId, email: owner.email })).accessToken },
    ];
  }, API_BOOT_CEILING_MS);

  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  }, API_BOOT_CEILING_MS);

  /** One call as the principal: every id names the owner's data, a signed-link or signature parameter carries the principal's proof. */
  async function callAs(route: RouteAccess, principal: Principal): Promise<{ path: string; status: number; contentType: string; text: string }> {
    const proof = principal.proof ?? principal.bearer ?? '';
    const values: Record<string, string> = {
      application_id: owner.applicationId,
      delete_application_id: owner.applicationId,
      document_id: owner.documentId,
      id: owner.documentId,
      report_id: owner.applicationId,
      token: proof,
      sig: proof,
      code: proof || 'AAAAAAAAAAAAAAAAAAAAAA',
      shareId: owner.documentId,
      keySet: 'default',
      file: 'it.svg',
      partnerUuid: owner.applicationId,
    };
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
    const query = new URLSearchParams(values).toString();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (principal.bearer) headers.authorization = `Bearer ${principal.bearer}`;
    const body = route.method === 'GET' ? undefined : JSON.stringify({ ...values, email: 'eva.stranger@example.it', step: 5, step_router: 'income-check' });
    const answer = await fetch(`${baseUrl}${path}?${query}`, { method: route.method, headers, body, redirect: 'manual' });
    return { path, status: answer.status, contentType: answer.headers.get('content-type') ?? '', text: await answer.text() };
  }

  it('has every endpoint declare one rule of the permission table, as the README lists them', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => !route.access || !(route.access in ACCESS_RULES))).toEqual([]);
    const declared = routes.map((route) => `${route.method} ${route.path} ${route.access}`);
    if (readmeTable().join('\n') !== declared.join('\n')) {
      process.stdout.write(`the README's table should read:\n${routes.map((route) => `| ${route.method} | \`${route.path}\` | \`${route.access}\` |`).join('\n')}\n`);
    }
    expect(readmeTable()).toEqual(declared);
  });

  it('answers no caller but the owner with the owner’s data, never a 500, and a 2xx only where the rule allows it', async () => {
    const violations: string[] = [];
    let calls = 0;
    let answersChecked = 0;
    for (const route of routes) {
      for (const principal of principals) {
        const { path, status, contentType, text } = await callAs(route, principal);
        calls += 1;
        const where = `${route.method} ${route.path} [${route.access}] as ${principal.name}: ${status}`;
        if (status >= 500) violations.push(`${where} (server error)`);
        else if (status >= 200 && status < 300 && !mayGetAnswer[route.access!](principal)) violations.push(`${where} (not allowed by the rule)`);
        // a partner's signed entry is checked and echoed back to the partner, who wrote the e-mail into it
        if (route.access !== 'partner-signature' && text.toLowerCase().includes(owner.email)) violations.push(`${where} (the answer holds the owner's e-mail)`);
        if (status >= 200 && status < 300) {
          const body: unknown = contentType.startsWith('application/json') ? JSON.parse(text) : text;
          answersChecked += 1;
          const problem = conformance.problem({ method: route.method, path, status, contentType, body });
          if (problem) violations.push(`${where} (not as the OpenAPI document declares: ${problem})`);
        }
      }
    }
    process.stdout.write(`access matrix: ${routes.length} routes × ${principals.length} principals = ${calls} calls (${answersChecked} 2xx answers checked against the OpenAPI document), ${violations.length} violations\n`);
    expect(violations).toEqual([]);
    // the owner still gets in: the matrix refuses others, not everyone
    const own = await fetch(`${baseUrl}/api/v1/state?application_id=${owner.applicationId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.status).toBe(200);
  }, 600_000);
});
