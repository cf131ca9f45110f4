import { canDownloadReport } from './report-download.js';

describe(canDownloadReport.name, () => {
  it('lets an organisation user download even a hidden or withheld report', () => {
    expect(canDownloadReport({ email: 'agent@casa-lombarda.it', hideReport: true, contentWithheld: true })).toBe(true);
  });

  it('lets an applicant download a shown report only', () => {
    expect(canDownloadReport({ email: 'giulia@gmail.com', hideReport: false, contentWithheld: false })).toBe(true);
    expect(canDownloadReport({ email: 'giulia@gmail.com', hideReport: true, contentWithheld: false })).toBe(false);
    expect(canDownloadReport({ email: 'giulia@gmail.com', hideReport: false, contentWithheld: true })).toBe(false);
    expect(canDownloadReport({ email: null, hideReport: true, contentWithheld: false })).toBe(false);
  });
});
