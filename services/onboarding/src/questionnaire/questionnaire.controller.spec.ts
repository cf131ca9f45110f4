import { QUESTIONNAIRE_MESSAGES } from '@tenant/validation';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { signedInApplicant, type SignedInApplicant } from '../../test/fixtures/signed-in-applicant.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { QUESTIONNAIRE_SEEDS } from '../seed/questionnaire.seed.js';
import { InvitationsService } from '../applications/invitations.service.js';
import { QuestionnaireController } from './questionnaire.controller.js';

const CODES = QUESTIONNAIRE_SEEDS.map((q) => q.code);
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

  const get = (caller: SignedInApplicant, applicationId: string) =>
    sut.call(`/api/v1/questionnaire/?application_id=${applicationId}`, { headers: { authorization: caller.authorization } });
  const submit = (caller: SignedInApplicant | null, applicationId: string, body: unknown) =>
    sut.call(`/api/v1/questionnaire/submit?application_id=${applicationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller ? { authorization: caller.authorization } : {}) },
      body: JSON.stringify(body),
    });

  it('serves the 14 topics in order as translation keys, with the tenancy-check periods', async () => {
    const answer = await get(maria, maria.applicationId);
    expect(answer.status).toBe(200);
    expect(answer.body.questions).toHaveLength(14);
    expect(answer.body.questions[0]).toEqual({ position: 1, code: 'insolvency', key: 'PersonalDetailsSD.Question.Insolvency', params: { years: 5 } });
    expect(answer.body.questions[13]).toEqual({ position: 14, code: 'on-time-rent', key: 'PersonalDetailsSD.Question.OnTimeRent', params: { months: 24 } });
    expect(answer.body).toMatchObject({ answers: [], sincerityAccepted: false, creditAgencyConsent: false });
  });

  it('saves a complete questionnaire (Yes with details, PNTS allowed), gives it back and records questionnaire/submitted', async () => {
    const answers = allNo();
    answers[6] = { question: 'pets', response: 'YES', details: 'One cat' };
    answers[10] = { question: 'wbs-certificate', response: 'PNTS', details: '' };
    await expect(submit(maria, maria.applicationId, { questionnaire: answers, sincerityAccepted: true, creditAgencyConsent: true })).resolves.toEqual({
      status: 200,
      body: { success: true, message: 'PersonalDetailsSD.Saved' },
    });
    const again = await get(maria, maria.applicationId);
    expect(again.body).toMatchObject({ sincerityAccepted: true, creditAgencyConsent: true });
    expect(again.body.answers).toEqual(expect.arrayContaining([{ question: 'pets', response: 'YES', details: 'One cat' }]));
    const [event] = await dataSource.query(`SELECT payload FROM onboarding.outbox WHERE type = 'questionnaire/submitted' AND meta->>'applicationId' = $1`, [maria.applicationId]);
    expect(event.payload).toMatchObject({ applicationId: maria.applicationId, sincerityAccepted: true, creditAgencyConsent: true });
    expect(event.payload.answers).toHaveLength(14);
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
