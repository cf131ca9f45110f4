import { italianEmployedRenter } from '@tenant/report-view/fixtures';
import { emptyInputs, type ReportInputs } from '../computation/inputs.js';
import { reissueNeeds, sameReportContent } from './version-rule.js';

const issued = { declaredAt: new Date('2026-10-01T10:00:00Z'), validUntil: new Date('2026-11-30T10:00:00Z') };
const now = new Date('2026-10-10T10:00:00Z');
const inputs = (change: Partial<ReportInputs> = {}): ReportInputs => ({
  ...emptyInputs('5d7e9f10-2a3b-4c4d-8e5f-6a7b8c9d0e1f'),
  terms: { applicationType: 'rent', listingId: null, rentalPassPartner: false, listing: null },
  veridicity: { declaredAt: '2026-10-01T10:00:00Z' },
  payment: { cleared: true, paymentId: null },
  ...change,
});

describe(reissueNeeds.name, () => {
  it('needs a declaration made after the one the issued version carries', () => {
    expect(reissueNeeds(inputs(), null, issued, now)).toEqual(['declaration']);
    expect(reissueNeeds(inputs({ veridicity: null }), null, issued, now)).toEqual(['declaration']);
    expect(reissueNeeds(inputs({ veridicity: { declaredAt: '2026-10-05T08:00:00Z' } }), null, issued, now)).toEqual([]);
  });

  it('waits for documents still being read', () => {
    expect(reissueNeeds(inputs({ veridicity: { declaredAt: '2026-10-05T08:00:00Z' } }), 'documents-processing', issued, now)).toEqual(['documents-processing']);
  });

  it('asks no second payment while the paid period lasts, and issues nothing after it or when the payment was refunded', () => {
    const declared = { veridicity: { declaredAt: '2026-12-01T08:00:00Z' } };
    expect(reissueNeeds(inputs(declared), null, issued, new Date('2026-11-30T09:59:59Z'))).toEqual([]);
    expect(reissueNeeds(inputs(declared), null, issued, new Date('2026-11-30T10:00:00Z'))).toEqual(['validity-ended']);
    expect(reissueNeeds(inputs({ ...declared, payment: { cleared: false } }), null, issued, now)).toEqual(['validity-ended']);
  });

  it('never re-issues a rapid report (no declaration step: a new application instead)', () => {
    expect(reissueNeeds(inputs({ terms: { applicationType: 'rapid', listingId: null, rentalPassPartner: false, listing: null }, veridicity: { declaredAt: '2026-10-05T08:00:00Z' } }), null, issued, now)).toEqual(['new-application']);
  });
});

describe(sameReportContent.name, () => {
  const stored = JSON.parse(JSON.stringify(italianEmployedRenter)) as typeof italianEmployedRenter;

  it('ignores the id, the dates of the build and the key order of stored JSON', () => {
    const rebuilt = {
      ...italianEmployedRenter,
      personal_details: { ...italianEmployedRenter.personal_details, report_id: 'another', generated_on: '2026-12-01T00:00:00.000Z', valid_until: '2027-01-30T00:00:00.000Z' },
    };
    const reordered = Object.fromEntries(Object.entries(stored).reverse()) as typeof stored;
    expect(sameReportContent(rebuilt, reordered)).toBe(true);
  });

  it('sees a changed figure', () => {
    const changed = { ...italianEmployedRenter, employment: { ...italianEmployedRenter.employment!, recurrent_costs: italianEmployedRenter.employment!.recurrent_costs + 1 } };
    expect(sameReportContent(changed, stored)).toBe(false);
  });
});
