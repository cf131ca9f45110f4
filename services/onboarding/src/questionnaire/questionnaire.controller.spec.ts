import { HEADER_REGION, isQuestionAsked } from '@tenant/domain';
import { QUESTIONNAIRE_MESSAGES } from '@tenant/validation';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { QUESTIONNAIRE_SEEDS } from '../seed/questionnaire.seed.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { QuestionnaireController } from './questionnaire.controller.js';

/** The questions of the Italian market (the default): no WBS, and pets are asked in the household step. */
const CODES = QUESTIONNAIRE_SEEDS.map((q) => q.code).filter((code) => isQuestionAsked(code, 'it'));
const allNo = () => CODES.map((question) => ({ question, response: 'NO', details: '' }));

describe(QuestionnaireController.name, () => {
  let sut: OnboardingTestApp;
  let dataSource: DataSource;
  let maria: SignedInApplicant;
  let luca: SignedInApplicant;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    dataSource = sut.app.get(getDataSourceToken(ONBOARDING_DATABASE));
    maria = await signedInApplicant(sut.app, { email: 'maria.sd@gmail.com' });
    luca = await signedInApplicant(sut.app, { firstName: 'Luca', lastName: 'Bianchi', email: 'luca.sd@gmail.com' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const marketHeader = (region?: string): Record<string, string> => (region ? { [HEADER_REGION]: region } : {});
  const get = (caller: SignedInApplicant, applicationId: string, region?: string) =>
    sut.call(`/api/v1/questionnaire/?application_id=${applicationId}`, { headers: { authorization: caller.authorization, ...marketHeader(region) } });
  const submit = (caller: SignedInApplicant | null, applicationId: string, body: unknown, region?: string) =>
    sut.call(`/api/v1/questionnaire/submit?application_id=${applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}), ...marketHeader(region) },
      body: JSON.stringify(body),
    });

  it('serves the Italian market 12 topics in order, numbered again, as translation keys with the tenancy-check periods', async () => {
    const answer = await get(maria, maria.applicationId);
    expect(answer.status).toBe(200);
    expect(answer.body.questions).toHaveLength(12);
    expect(answer.body.questions[0]).toEqual({ position: 1, code: 'insolvency', key: 'PersonalDetailsSD.Question.Insolvency', params: { years: 5 } });
    expect(answer.body.questions[11]).toEqual({ position: 12, code: 'on-time-rent', key: 'PersonalDetailsSD.Question.OnTimeRent', params: { months: 24 } });
    expect(answer.body.questions.map((q: { code: string }) => q.code)).not.toEqual(expect.arrayContaining(['wbs-certificate']));
    expect(answer.body.questions.map((q: { code: string }) => q.code)).not.toEqual(expect.arrayContaining(['pets']));
    expect(answer.body).toMatchObject({ answers: [], sincerityAccepted: false, creditAgencyConsent: false });
  });

  it('asks the German market the WBS question too, and requires its answer there', async () => {
    const answer = await get(maria, maria.applicationId, 'de');
    expect(answer.body.questions.map((q: { code: string }) => q.code)).toContain('wbs-certificate');
    expect(answer.body.questions).toHaveLength(13);
    const refused = await submit(luca, luca.applicationId, { questionnaire: allNo(), sincerityAccepted: true }, 'de');
    expect(refused.status).toBe(422);
    expect(refused.body.msg.map((item: { msg: string }) => item.msg)).toContain(QUESTIONNAIRE_MESSAGES.missingCheck);
  });

  it('takes a Yes to a positive question (able to pay, on-time rent) without details', async () => {
    const answers = allNo().map((a) => (a.question === 'able-to-pay' || a.question === 'on-time-rent' ? { ...a, response: 'YES' } : a));
    const answer = await submit(luca, luca.applicationId, { questionnaire: answers, sincerityAccepted: true });
    expect(answer.status).toBe(200);
  });

  it('saves a complete questionnaire (Yes with details, PNTS allowed), gives it back and records questionnaire/submitted', async () => {
    const answers = allNo();
    answers[1] = { question: 'garnishments', response: 'YES', details: 'One in 2019, settled' };
    answers[9] = { question: 'social-benefits', response: 'PNTS', details: '' };
    await expect(submit(maria, maria.applicationId, { questionnaire: answers, sincerityAccepted: true, creditAgencyConsent: true })).resolves.toEqual({
      status: 200,
      body: { success: true, message: 'PersonalDetailsSD.Saved' },
    });
    const again = await get(maria, maria.applicationId);
    expect(again.body).toMatchObject({ sincerityAccepted: true, creditAgencyConsent: true });
    expect(again.body.answers).toEqual(expect.arrayContaining([{ question: 'garnishments', response: 'YES', details: 'One in 2019, settled' }]));
    const [event] = await dataSource.query(`SELECT payload FROM onboarding.outbox WHERE type = 'questionnaire/submitted' AND meta->>'applicationId' = $1`, [maria.applicationId]);
    expect(event.payload).toMatchObject({ applicationId: maria.applicationId, sincerityAccepted: true, creditAgencyConsent: true });
    expect(event.payload.answers).toHaveLength(12);
  });

  // One case per message key of spec 1§5 Questionnaire.
  it.each<[string, string, () => object]>([
    [QUESTIONNAIRE_MESSAGES.missingCheck, 'an unanswered question', () => ({ questionnaire: allNo().slice(1), sincerityAccepted: true })],
    [QUESTIONNAIRE_MESSAGES.missingCheck, 'an empty response', () => ({ questionnaire: allNo().map((a, i) => (i === 3 ? { ...a, response: '' } : a)), sincerityAccepted: true })],
    [QUESTIONNAIRE_MESSAGES.acceptance, 'no sincerity waiver', () => ({ questionnaire: allNo(), sincerityAccepted: false })],
    [QUESTIONNAIRE_MESSAGES.detailsRequired, 'a Yes without details', () => ({ questionnaire: allNo().map((a, i) => (i === 0 ? { ...a, response: 'YES' } : a)), sincerityAccepted: true })],
    [QUESTIONNAIRE_MESSAGES.unknownQuestion, 'a question not asked', () => ({ questionnaire: [...allNo(), { question: 'lottery', response: 'NO' }], sincerityAccepted: true })],
    [QUESTIONNAIRE_MESSAGES.unknownQuestion, 'a question answered twice', () => ({ questionnaire: [...allNo(), allNo()[0]], sincerityAccepted: true })],
  ])('refuses with %s: %s', async (message, _case, body) => {
    const answer = await submit(luca, luca.applicationId, body());
    expect(answer.status).toBe(422);
    expect(answer.body.msg.map((item: { msg: string }) => item.msg)).toContain(message);
  });

  it('refuses a foreign token like a missing application', async () => {
    const notFound = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
    await expect(submit(luca, maria.applicationId, { questionnaire: allNo(), sincerityAccepted: true })).resolves.toEqual(notFound);
    await expect(get(luca, maria.applicationId)).resolves.toEqual(notFound);
    await expect(get(luca, '6d1f5b8e-7a59-4a55-9d0e-1b2c3d4e5f60')).resolves.toEqual(notFound);
    await expect(submit(null, maria.applicationId, { questionnaire: allNo(), sincerityAccepted: true })).resolves.toMatchObject({ status: 401 });
  });

  it('lets an invited person neither read the inviting application’s questionnaire nor answer it for the owner', async () => {
    const invited = await signedInApplicant(sut.app, { firstName: 'Ugo', lastName: 'Neri', email: 'ugo.sd@gmail.com' });
    await sut.app.get(InvitationsService).create({ applicationId: maria.applicationId, applicantRole: 'main-applicant', email: invited.email });
    const before = await dataSource.query('SELECT question_code, response FROM onboarding.questionnaire_answers WHERE application_id = $1 ORDER BY question_code', [maria.applicationId]);
    await expect(get(invited, maria.applicationId)).resolves.toEqual({ status: 404, body: { success: false, message: 'Application.Error.NotFound' } });
    const yesToAll = CODES.map((question) => ({ question, response: 'YES', details: 'not mine to say' }));
    await expect(submit(invited, maria.applicationId, { questionnaire: yesToAll, sincerityAccepted: true })).resolves.toEqual({
      status: 404,
      body: { success: false, message: 'Application.Error.NotFound' },
    });
    await expect(
      dataSource.query('SELECT question_code, response FROM onboarding.questionnaire_answers WHERE application_id = $1 ORDER BY question_code', [maria.applicationId]),
    ).resolves.toEqual(before);
  });
});
