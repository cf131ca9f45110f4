/**
 * Stores a report for an application of a demo session, so the result step has something to show,
 * and prints one JSON line {"report_id": "..."}. The application's owner is given access as
 * application/accessChanged would, and the application counts as paid; the applicant is named as the fixture says.
 * Same environment as the report service (DATABASE_URL).
 *
 *   node services/report/dist-test/test/tooling/seed-demo-report.js --application-id ID --applicant-id ID \
 *     [--fixture italian-employed-renter] [--hide] [--withheld]
 */
import { parseArgs } from 'node:util';
import { printDemoReportToolingAnswer } from './demo-report-tooling.js';

const { values } = parseArgs({
  options: {
    'application-id': { type: 'string' },
    'applicant-id': { type: 'string' },
    fixture: { type: 'string', default: 'italian-employed-renter' },
    hide: { type: 'boolean', default: false },
    withheld: { type: 'boolean', default: false },
  },
});

await printDemoReportToolingAnswer(async (tooling) => {
  const applicationId = values['application-id'];
  const applicantId = values['applicant-id'];
  if (!applicationId || !applicantId) throw new Error('usage: --application-id ID --applicant-id ID [--fixture NAME] [--hide] [--withheld]');
  return tooling.seedReport({ applicationId, applicantId, fixture: values.fixture, hide: values.hide, withheld: values.withheld });
});
