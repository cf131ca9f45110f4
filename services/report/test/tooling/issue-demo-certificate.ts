/**
 * Issues a real verification certificate for a demo applicant and prints one JSON line
 * {"token": "...", "url": "<PUBLIC_URL>/<lang>/verify-report?token=..."}.
 * Same environment as the report service (DATABASE_URL, REPORT_SIGNING_* keys, PUBLIC_URL).
 *
 *   node services/report/dist-test/test/tooling/issue-demo-certificate.js --name "Maria Rossi" [--issued-days-ago 0] [--lang en]
 */
import { parseArgs } from 'node:util';
import { printDemoReportToolingAnswer } from './demo-report-tooling.js';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'Maria Rossi' },
    'issued-days-ago': { type: 'string', default: '0' },
    lang: { type: 'string', default: 'en' },
  },
});

await printDemoReportToolingAnswer((tooling) => tooling.issueCertificate({ name: values.name, issuedDaysAgo: Number(values['issued-days-ago']), lang: values.lang }));
