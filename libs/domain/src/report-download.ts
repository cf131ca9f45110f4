import { isOrganisationEmail } from './organisation-email.js';

export interface ReportDownloadFacts {
  /** the caller's e-mail (organisation users are recognised by their company domain) */
  email: string | null | undefined;
  /** the report is hidden while checks run (spec 2§8 HideReport) */
  hideReport: boolean;
  /** the rental-pass partner's applicants: the report's content goes to the partner, not to them (spec 2§6) */
  contentWithheld: boolean;
}

/** Who may download the PDF (spec 2§2, 2§6): organisation users always; others once the report is shown to them. */
export const canDownloadReport = ({ email, hideReport, contentWithheld }: ReportDownloadFacts): boolean =>
  (!!email && isOrganisationEmail(email)) || (!hideReport && !contentWithheld);
