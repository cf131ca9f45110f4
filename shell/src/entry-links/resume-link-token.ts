import type { AppStore } from '@tenant/bus';
import type { ResumeLinkResponse } from '@tenant/contracts';
import { QUERY_RESUME_TOKEN } from '@tenant/domain';
import { resumeLinkApi } from './resume-link-api.js';

/** The one message for a link that opens nothing (the server's own key). */
export const RESUME_LINK_ERROR = 'ResumeLink.Error.Invalid';

export type ResumeLinkOutcome = { search: string } | { rejected: string } | null;

/**
 * The spec's resume_application query rebuilt from what the token opens, so the rest of the shell reads
 * one shape (1§2 Shell); the token itself is dropped, the other fields of the query (hideNav…) stay.
 */
export const resumeSearchOf = (answer: ResumeLinkResponse, search: string): string => {
  const query = new URLSearchParams(search);
  query.delete(QUERY_RESUME_TOKEN);
  const fields: Record<string, string | null | undefined> = {
    application_id: answer.application_id,
    appType: answer.appType,
    listing_id: answer.listing_id,
    employment_status: answer.employment_status,
    email: answer.email,
    first_name: answer.first_name,
    last_name: answer.last_name,
    mobile: answer.mobile,
  };
  for (const [name, value] of Object.entries(fields)) if (value) query.set(name, value);
  return `?${query.toString()}`;
};

/** The query without a link that opened nothing: the visitor starts anew, the dead token leaves the address. */
export const withoutResumeQuery = (search: string): string => {
  const query = new URLSearchParams(search);
  query.delete(QUERY_RESUME_TOKEN);
  query.delete('resume_application');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
};

/**
 * A continue-later link carries an opaque token (issue 22): it is exchanged for the application and the
 * applicant's pre-fill. Null when the query has no token; `rejected` when it opens nothing (unknown,
 * expired, or the application is gone).
 */
export const openResumeLinkToken = async (store: AppStore, search: string): Promise<ResumeLinkOutcome> => {
  const token = new URLSearchParams(search).get(QUERY_RESUME_TOKEN)?.trim();
  if (!token) return null;
  const { data } = await store.dispatch(resumeLinkApi.endpoints.openResumeLink.initiate(token, { subscribe: false }));
  return data?.success ? { search: resumeSearchOf(data, search) } : { rejected: RESUME_LINK_ERROR };
};
