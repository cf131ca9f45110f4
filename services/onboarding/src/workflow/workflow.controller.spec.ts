import { EMPLOYMENT_STATUSES } from '@tenant/domain';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { WorkflowController } from './workflow.controller.js';

describe(WorkflowController.name, () => {
  let sut: OnboardingTestApp;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  describe('GET /api/v1/workflow/occupations', () => {
    it('lists the applicant occupations in order, none selected', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/occupations');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.occupations.map((o: { ref: string }) => o.ref)).toEqual([...EMPLOYMENT_STATUSES]);
      expect(body.occupations[0]).toEqual({
        id: expect.any(Number),
        key: 'Occupation.Employed.Title',
        ref: 'Employed',
        description: 'Occupation.Employed.Description',
        icon: 'EMPLOYED',
        hidden: false,
        isSelected: false,
        documents: [
          { ref: 'national_id', key: 'Documents.IdCard.Label', description: 'Documents.IdCard.Description', icon: 'ID_CARD', is_ORed: false },
          { ref: 'payslip', key: 'Documents.Payslip.Label', description: 'Documents.Payslip.Description', icon: 'PAYSLIP', is_ORed: false },
          {
            ref: 'bank_statement',
            key: 'Documents.BankStatement.Label',
            description: 'Documents.BankStatement.Description',
            icon: 'BANK_STATEMENT',
            is_ORed: false,
          },
        ],
        income_check_fields: [
          { name: 'national_id', optional: false, supported_types: ['pdf', 'png', 'jpeg'] },
          { name: 'payslip', optional: false, supported_types: ['pdf'] },
          { name: 'bank_statement', optional: false, supported_types: ['pdf'] },
        ],
      });
    });

    it('gives guarantors their own list with hidden occupations flagged', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/occupations?role=guarantor');
      expect(status).toBe(200);
      const summary = body.occupations.map((o: { ref: string; hidden: boolean; description: string }) => [o.ref, o.hidden]);
      expect(summary).toEqual([
        ['Employed', false],
        ['Self-employed', false],
        ['Hybrid-employed', false],
        ['Student', true],
        ['Unemployed', true],
      ]);
      expect(body.occupations[0].description).toBe('Occupation.Guarantor.Employed.Description');
    });

    it('gives a co-applicant the applicant list', async () => {
      const [applicant, coApplicant] = await Promise.all([
        sut.call('/api/v1/workflow/occupations?role=main-applicant'),
        sut.call('/api/v1/workflow/occupations?role=co-applicant'),
      ]);
      expect(coApplicant.body).toEqual(applicant.body);
    });

    it('refuses an unknown role with the 422 envelope', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/occupations?role=landlord');
      expect(status).toBe(422);
      expect(body).toEqual({
        success: false,
        message: 'Workflow.Error.UnknownRole',
        msg: [{ msg: 'Workflow.Error.UnknownRole', loc: ['query', 'role'] }],
      });
    });
  });

  describe('GET /api/v1/workflow/', () => {
    const routers = (body: { workflow: { router: string }[] }) => body.workflow.map((s) => s.router);

    it('returns the rent flow of an employed applicant with its hidden routes', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/', { headers: { occupation: 'Employed', 'application-type': 'rent' } });
      expect(status).toBe(200);
      expect(routers(body)).toEqual([
        'occupation',
        'sign-up',
        'verify-email',
        'resume-application',
        'personal-details',
        'current-address',
        'additional-details',
        'questionnaire',
        'income-check',
        'confirmation',
        'payment',
        'parsing-status',
        'result',
      ]);
      expect(body.workflow[1]).toEqual({ router: 'sign-up', label: 'Workflow.Step.SignUp', hidden: false, skip: false });
      expect(body.hidden_routes).toEqual(['verify-email', 'resume-application']);
      expect(body.success).toBe(true);
    });

    it('defaults to rent without an application-type header', async () => {
      const withHeader = await sut.call('/api/v1/workflow/', { headers: { occupation: 'Student', 'application-type': 'rent' } });
      const without = await sut.call('/api/v1/workflow', { headers: { occupation: 'Student' } });
      expect(without.body).toEqual(withHeader.body);
    });

    it('adds mortgage-info to the mortgage flow, which keeps its own confirmation step (spec 2§2)', async () => {
      const { body } = await sut.call('/api/v1/workflow/', { headers: { occupation: 'Self-employed', 'application-type': 'mortgage' } });
      expect(routers(body)).toContain('mortgage-info');
      expect(routers(body).indexOf('mortgage-info')).toBe(routers(body).indexOf('questionnaire') + 1);
      expect(routers(body).indexOf('confirmation')).toBe(routers(body).indexOf('income-check') + 1);
    });

    it.each([
      ['Hybrid-employed', 'rent'],
      ['Employed', 'rapid'],
    ])('gives %s / %s the short flow to the result', async (occupation, applicationType) => {
      const { body } = await sut.call('/api/v1/workflow/', { headers: { occupation, 'application-type': applicationType } });
      expect(routers(body)).toEqual(['occupation', 'sign-up', 'verify-email', 'income-check', 'parsing-status', 'result']);
      expect(body.hidden_routes).toEqual(['occupation', 'verify-email']);
    });

    it('refuses an unknown occupation with the 422 envelope', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/', { headers: { occupation: 'Astronaut' } });
      expect(status).toBe(422);
      expect(body).toEqual({
        success: false,
        message: 'Workflow.Error.UnknownOccupation',
        msg: [{ msg: 'Workflow.Error.UnknownOccupation', loc: ['header', 'occupation'] }],
      });
    });

    it('refuses a missing occupation header', async () => {
      const { status, body } = await sut.call('/api/v1/workflow/');
      expect(status).toBe(422);
      expect(body.success).toBe(false);
    });
  });

  it('publishes the OpenAPI document', async () => {
    const { status, body } = await sut.call('/api/docs-json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/workflow/occupations', '/api/v1/workflow', '/api/v1/auth/validate']),
    );
  });

  it('answers an unknown path with the error envelope', async () => {
    const { status, body } = await sut.call('/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: expect.any(String) });
  });
});
