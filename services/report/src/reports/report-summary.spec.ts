import { germanSelfEmployedRenter, italianEmployedRenter, rapidPartnerApplicant } from '@tenant/report-view/fixtures';
import { rentToIncomeBand, reportSummaryOf } from './report-summary.js';

const certificate = { certificateId: '0b6f7c1e-2a4d-4c8e-9f3a-5d6e7f8a9b0c', applicantName: 'Giulia Conti', issuedAt: new Date('2026-10-15T09:30:00Z'), expiresAt: new Date('2026-12-14T09:30:00Z'), reportId: null };

describe(reportSummaryOf.name, () => {
  it.each([
    [30, 'up_to_30'],
    [30.5, 'from_30_to_40'],
    [40, 'from_30_to_40'],
    [40.1, 'over_40'],
  ] as const)('puts a rent of %s %% of income in the band %s', (percentage, band) => {
    expect(rentToIncomeBand(percentage)).toBe(band);
  });

  it('gives bands and yes/no, never amounts', () => {
    const summary = reportSummaryOf(certificate, italianEmployedRenter);
    expect(summary).toEqual({
      applicant_name: 'Giulia Conti',
      created_at: '2026-10-15T09:30:00.000Z',
      valid_until: '2026-12-14T09:30:00.000Z',
      report_type: 'rent',
      identity_verified_by: 'webid',
      identity: italianEmployedRenter.personal_details.verified,
      income_verified: true,
      rent_to_income_band: 'from_30_to_40',
    });
    expect(JSON.stringify(reportSummaryOf(certificate, germanSelfEmployedRenter))).not.toMatch(/1310|3935|Sparkasse/);
  });

  it('adds the exact figures only when the applicant disclosed them', () => {
    expect(reportSummaryOf(certificate, italianEmployedRenter, { discloseFigures: true }).figures).toEqual({
      net_monthly_income: 3540,
      gross_monthly_income: 4980,
      rent: 1150,
      rent_to_income_percentage: 32,
      suggested_max_rent: 1180,
      // the report's own fields, never summed again
      monthly_payments: italianEmployedRenter.employment?.recurrent_costs,
      detected_rent: italianEmployedRenter.employment?.actual_monthly_rent.value,
      average_balance: italianEmployedRenter.employment?.average_cash_balance.value,
    });
    expect(reportSummaryOf(certificate, italianEmployedRenter, { discloseFigures: false })).not.toHaveProperty('figures');
    expect(reportSummaryOf(certificate, rapidPartnerApplicant, { discloseFigures: true }).figures).toMatchObject({ rent_to_income_percentage: null, suggested_max_rent: null });
  });

  it('says when identity was not verified and no affordability was computed (rapid)', () => {
    expect(reportSummaryOf(certificate, rapidPartnerApplicant)).toMatchObject({
      identity_verified_by: null,
      identity: { value: false, method: null, date: null },
      rent_to_income_band: null,
      income_verified: true,
    });
  });
});
