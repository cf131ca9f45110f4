import { REPORT_FIXTURES } from '@tenant/report-view/fixtures';
import { reviewerStatusOf } from './reviewer-report-state.js';

const report = REPORT_FIXTURES['italian-employed-renter'];
const shown = { report, hideReport: false };
const hidden = { report, hideReport: true };

describe('reviewerStatusOf (what a company reviewer sees of an application)', () => {
  it.each([
    ['nothing stored, unpaid', false, null, 'in_progress'],
    ['a hidden draft of an unpaid application (built from its first inputs)', false, hidden, 'in_progress'],
    ['paid, no report yet', true, null, 'paid'],
    ['paid, the report hidden while its checks run', true, hidden, 'hidden'],
    ['paid, the report shown', true, shown, 'report_ready'],
    ['a shown report whose payment was refunded', false, shown, 'report_ready'],
  ] as const)('%s: %s', (_case, cleared, latest, expected) => {
    expect(reviewerStatusOf({ applicationId: 'a', cleared, latest })).toBe(expected);
  });
});
