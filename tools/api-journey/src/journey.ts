import type {
  BankListResponse,
  BankStatementUploadResponse,
  CreatePaymentSessionResponse,
  DocumentListResponse,
  PaymentSessionStatusResponse,
  QuestionnaireResponse,
  ReportResponse,
  SignupSubmitResponse,
  VerifyEmailResponse,
  WorkflowResponse,
} from '@tenant/contracts';
import { ITALIAN_FISCAL_CODE } from '@tenant/documents-fixtures';
import { HEADER_OCCUPATION } from '@tenant/domain';
import { expectStatus, UnexpectedAnswerError, type ApiClient } from './http.js';
import { codeFromMailbox, lastMailId } from './mailbox.js';
import { payInSandbox } from './payment.js';
import type { StatementFile } from './statements.js';

/** Who the simulated applicant is: an employed renter in Italy, named as the statements' holder. */
export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

export interface JourneyOptions {
  /** the bank statements to upload (three, of the applicant's name): statementFiles() */
  statements: StatementFile[];
  /** the bank of the statements, as the bank list names it */
  bank: RegExp;
  /** pause between two reads while waiting (parsing, payment, report); default 500 ms */
  pollMs?: number;
  /** how long to wait for the mailed code, the parsing and the report each; default 120 s */
  waitMs?: number;
  /** called once the applicant has a session (e.g. to start a reader of their state) */
  onSignedIn?: (client: ApiClient) => void;
  /** called once each step is done, with its name; the journey goes on when what it returns settles */
  onStep?: (step: JourneyStep) => void | Promise<void>;
  /** stop once this step is done (a test that needs an applicant that far) */
  until?: JourneyStep;
}

export type JourneyStep =
  | 'sign-up'
  | 'personal-details'
  | 'current-address'
  | 'additional-details'
  | 'questionnaire'
  | 'income-check'
  | 'confirmation'
  | 'payment'
  | 'report';

export interface JourneyResult {
  applicationId: string;
  /** the steps done, in order */
  steps: JourneyStep[];
  documentIds: string[];
  /** Date.now() when the last statement upload was answered and when the report was first there (0: not reached) */
  lastUploadAt: number;
  reportReadyAt: number;
}

/** Thrown by a step that is `until`: the journey stops there. */
class StepReached extends Error {}

const OCCUPATION = 'Employed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step failed: which one, and why. */
export class JourneyError extends Error {
  constructor(
    readonly step: JourneyStep,
    readonly reason: unknown,
  ) {
    super(`${step}: ${(reason as Error)?.message ?? String(reason)}`);
  }
}

/** Waits until `read` gives a value (not undefined), reading every `pollMs`; a read that throws ends the wait. */
export async function pollUntil<T>(read: () => Promise<T | undefined>, { timeoutMs, pollMs, what }: { timeoutMs: number; pollMs: number; what: string }): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(pollMs);
  }
}

/**
 * One applicant's whole journey as the screens make it (spec 1§2–2§4): occupation and sign-up, the
 * e-mailed code from the dev mailbox, personal details, current address, household, questionnaire,
 * three statement uploads parsed and finalised, the income check's validation, confirmation, the sandbox
 * payment with 4242, then the report, read until it is there. Every step saves its step index as the
 * shell does (POST /v1/state/update-step) and the shell's state read (GET /v1/state/) opens it.
 */
export async function walkJourney(client: ApiClient, applicant: Applicant, options: JourneyOptions): Promise<JourneyResult> {
  const result: JourneyResult = { applicationId: '', steps: [], documentIds: [], lastUploadAt: 0, reportReadyAt: 0 };
  try {
    await walk(client, applicant, options, result);
  } catch (error) {
    if (!(error instanceof StepReached)) throw error;
  }
  return result;
}

async function walk(client: ApiClient, applicant: Applicant, options: JourneyOptions, result: JourneyResult): Promise<void> {
  const pollMs = options.pollMs ?? 500;
  const waitMs = options.waitMs ?? 120_000;
  const step = async <T>(name: JourneyStep, run: () => Promise<T>): Promise<T> => {
    let value: T;
    try {
      value = await run();
    } catch (error) {
      throw error instanceof JourneyError ? error : new JourneyError(name, error);
    }
    result.steps.push(name);
    result.applicationId = client.applicationId ?? '';
    await options.onStep?.(name);
    if (options.until === name) throw new StepReached(name);
    return value;
  };

  const workflow = await step('sign-up', async () => {
    await signUp(client, applicant, { waitMs, pollMs });
    options.onSignedIn?.(client);
    return expectStatus(await client.api<WorkflowResponse>('GET', '/v1/workflow/', { headers: { [HEADER_OCCUPATION]: OCCUPATION } }), 'workflow').workflow;
  });
  /** Enters a step as the shell does: reads the saved state and saves the step's index and router. */
  const enter = async (router: string) => {
    const index = workflow.findIndex((s) => s.router === router);
    if (index < 0) throw new Error(`the ${OCCUPATION} workflow has no step ${router}`);
    expectStatus(await client.api('POST', '/v1/state/update-step', { json: { step: index, step_router: router } }), 'update-step');
    expectStatus(await client.api('GET', '/v1/state/'), 'state');
  };

  await step('personal-details', async () => {
    await enter('personal-details');
    // the statements' holder's code (statementFiles): the report finds the statements the applicant's
    const basic = { fiscalCode: ITALIAN_FISCAL_CODE, nationality: 'IT', dateOfBirth: '01/08/1985', placeOfBirth: 'Milano' };
    expectStatus(await client.api('POST', '/v2/personal-details/submit', { json: basic }), 'personal-details/submit');
    const address = { country: 'IT', street: 'Via Giuseppe Garibaldi', houseNum: '12', city: 'Milano', postcode: '20121' };
    expectStatus(await client.api('POST', '/v2/personal-details/submit/all', { json: { ...basic, ...address } }), 'personal-details/submit/all');
  });
  await step('current-address', async () => {
    await enter('current-address');
    const address = { country: 'IT', street: 'Via Nazionale', houseNum: '41', city: 'Roma', postcode: '00184', province: 'RM' };
    expectStatus(await client.api('POST', '/v1/current-address/submit', { json: address }), 'current-address/submit');
  });
  await step('additional-details', async () => {
    await enter('additional-details');
    expectStatus(await client.api('GET', '/v2/personal-details/additional'), 'personal-details/additional');
    const household = { employmentStatus: OCCUPATION, householdMembersCount: '1,0', hhMembers: [], guarantors: [], livingSituation: 'rent', currentRent: 650, currentDeposit: 1950, confirmation: true };
    expectStatus(await client.api('POST', '/v2/personal-details/submit/additional', { json: household }), 'submit/additional');
    expectStatus(await client.api('POST', '/v2/personal-details/submit/employed-additional', { json: { typeOfContract: 'open-ended', paychecksPerYear: 13 } }), 'submit/employed-additional');
  });
  await step('questionnaire', async () => {
    await enter('questionnaire');
    const { questions } = expectStatus(await client.api<QuestionnaireResponse>('GET', '/v1/questionnaire/'), 'questionnaire');
    const answers = questions.map((q) => ({ question: q.code, response: 'NO', details: '' }));
    expectStatus(await client.api('POST', '/v1/questionnaire/submit', { json: { questionnaire: answers, sincerityAccepted: true, creditAgencyConsent: false } }), 'questionnaire/submit');
  });

  await step('income-check', async () => {
    await enter('income-check');
    const bank = await findBank(client, options.bank);
    for (const file of options.statements) {
      result.documentIds.push(await uploadStatement(client, file, bank));
      result.lastUploadAt = Date.now();
    }
    const ids = result.documentIds;
    const parsed = await pollUntil(
      async () => {
        const list = expectStatus(await client.api<DocumentListResponse>('GET', '/v2/income-check/documents'), 'documents');
        return list.isParsed && ids.every((id) => list.documents.some((d) => d.id === id && d.isParsed)) ? list : undefined;
      },
      { timeoutMs: waitMs, pollMs, what: 'every statement parsed' },
    );
    // As the screen does: each parsed statement is finalised once, then the documents are validated.
    for (const doc of parsed.documents.filter((d) => d.type === 'bank_statement' && d.status !== 'completed')) {
      const form = new FormData();
      form.append('document_id', doc.id);
      expectStatus(await client.api('POST', '/v1/bank-account/finalize-parse', { form }), 'finalize-parse');
    }
    expectStatus(await client.api('GET', '/v2/income-check/validate-documents'), 'validate-documents');
  });

  await step('confirmation', async () => {
    await enter('confirmation');
    expectStatus(await client.api('GET', '/v1/confirmation/'), 'confirmation');
    expectStatus(await client.api('POST', '/v1/confirmation/submit', { json: { confirmation: true } }), 'confirmation/submit');
  });

  await step('payment', async () => {
    await enter('payment');
    expectStatus(await client.api('GET', '/v1/payment/is-payment-required'), 'is-payment-required');
    const returnUrl = `${client.baseUrl}/en/fill/${client.applicationId}/payment`;
    const session = expectStatus(await client.api<CreatePaymentSessionResponse>('POST', '/v1/payment/create-session', { json: { return_url: returnUrl } }), 'create-session');
    const sessionId = await payInSandbox(client, session, `${applicant.firstName} ${applicant.lastName}`);
    await pollUntil(
      async () => {
        const status = expectStatus(await client.api<PaymentSessionStatusResponse>('GET', '/v1/payment/session-status', { query: { session_id: sessionId } }), 'session-status');
        return status.session.status === 'complete' ? true : undefined;
      },
      { timeoutMs: waitMs, pollMs, what: 'the payment session complete' },
    );
  });

  await step('report', async () => {
    await enter('parsing-status');
    await enter('result');
    await pollUntil(
      async () => {
        const answer = await client.api<ReportResponse>('GET', '/v2/report/');
        // 402 until the payment has reached the report service; 404 until the report exists
        if (answer.status === 402 || answer.status === 404) return undefined;
        const report = expectStatus(answer, 'report');
        return report.report && !report.hide_report ? true : undefined;
      },
      { timeoutMs: waitMs, pollMs, what: 'the report ready' },
    );
    result.reportReadyAt = Date.now();
  });
}

/**
 * Occupation and sign-up as the screens do them, then the code mailed to the applicant (dev mailbox) entered
 * on the verification step: the client holds the session and the new application afterwards.
 */
export async function signUp(client: ApiClient, applicant: Applicant, { waitMs = 120_000, pollMs = 500 }: { waitMs?: number; pollMs?: number } = {}): Promise<void> {
  const signup = {
    first_name: applicant.firstName,
    last_name: applicant.lastName,
    email: applicant.email,
    mobile: '39-3471234567',
    privacy_policy_consented: true,
    marketing_consented: false,
    data_processing_consented: true,
    employment_status: OCCUPATION,
    listing_id: null,
    invitation_code: null,
    hide_nav: false,
  };
  expectStatus(await client.api('GET', '/v1/workflow/occupations', { withoutApplication: true, query: { role: 'main-applicant' } }), 'occupations');
  const mailsBefore = await lastMailId(client);
  expectStatus(await client.api('POST', '/v1/signup/attempt', { withoutApplication: true, json: signup }), 'signup/attempt');
  const submitted = expectStatus(await client.api<SignupSubmitResponse>('POST', '/v1/signup/submit', { withoutApplication: true, json: signup }), 'signup/submit');
  client.applicationId = submitted.application_id;
  const code = await codeFromMailbox(client, applicant.email, mailsBefore, { timeoutMs: waitMs, pollMs });
  const verified = expectStatus(await client.api<VerifyEmailResponse>('POST', '/v1/verify-email/submit', { withoutApplication: true, json: { email: applicant.email, code } }), 'verify-email');
  client.accessToken = verified.access_token;
  client.applicationId = verified.application_id ?? client.applicationId;
}

/** The statements' bank in the product's bank list (its name and ABI code for the upload). */
export async function findBank(client: ApiClient, bank: RegExp): Promise<{ name: string; abi: string }> {
  const banks = expectStatus(await client.api<BankListResponse>('GET', '/v1/bank-account/get-bank-list'), 'bank list').bank_list;
  const found = banks.find((b) => bank.test(b.name));
  if (!found) throw new Error(`no bank ${bank} in the bank list`);
  return { name: found.name, abi: found.bank_abi };
}

/** The statement path of income check (spec 2§4): upload with the bank, then parse with the id and the country. */
export async function uploadStatement(client: ApiClient, file: StatementFile, bank: { name: string; abi: string }): Promise<string> {
  const upload = new FormData();
  upload.append('type', 'bank_statement');
  upload.append('name', file.name);
  upload.append('bank', bank.name);
  upload.append('abi', bank.abi);
  upload.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const uploaded = expectStatus(await client.api<BankStatementUploadResponse>('POST', '/v1/bank-account/upload', { form: upload }), 'bank-account/upload');
  const parse = new FormData();
  parse.append('id', uploaded.document_id);
  parse.append('country', 'IT');
  const parsed = await client.api('POST', '/v1/bank-account/parse', { form: parse });
  if (parsed.status !== 200) throw new UnexpectedAnswerError('bank-account/parse', parsed.status, parsed.body);
  return uploaded.document_id;
}
