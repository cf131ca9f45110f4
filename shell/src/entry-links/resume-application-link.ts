import type { ApplicantUser, ApplicationInfo, RouteContext } from '@tenant/contracts';
import { DEFAULT_APPLICATION_TYPE, isApplicationType } from '@tenant/domain';
import type { ApplicationType } from '@tenant/domain';

/** The query fields of a resume_application link (spec 1§2). */
const RESUME_FIELDS = ['resume_application', 'listing_id', 'appType', 'first_name', 'last_name', 'email', 'mobile', 'application_id', 'employment_status'] as const;

export interface ResumeApplicationLink {
  user: ApplicantUser;
  application: Partial<ApplicationInfo>;
  appType: ApplicationType | null;
  applicationId: string | null;
  listingId: string | null;
  /** the query without the link's own fields (hideNav and the like stay) */
  remainingSearch: string;
}

const FALSE_VALUES = new Set(['', 'false', '0']);

/**
 * A resume_application link pre-fills the user and sends them to sign-up with every field locked
 * (disableAllEdit). Null when the query is not such a link.
 */
export const parseResumeApplicationLink = (search: string): ResumeApplicationLink | null => {
  const query = new URLSearchParams(search);
  const flag = query.get('resume_application');
  if (flag === null || FALSE_VALUES.has(flag.trim().toLowerCase())) return null;
  const value = (name: string) => query.get(name)?.trim() || undefined;
  const requestedType = value('appType');
  const applicationType = isApplicationType(requestedType) ? requestedType : DEFAULT_APPLICATION_TYPE;
  const listingId = value('listing_id') ?? null;
  const applicationId = value('application_id') ?? null;
  const user: ApplicantUser = {
    first_name: value('first_name'),
    last_name: value('last_name'),
    email: value('email'),
    mobile: value('mobile'),
    employment_status: value('employment_status'),
    listing_id: listingId,
    disableAllEdit: true,
  };
  for (const field of RESUME_FIELDS) query.delete(field);
  const remaining = query.toString();
  return {
    user: Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined)) as ApplicantUser,
    application: { applicationType, listing_id: listingId },
    appType: applicationType === DEFAULT_APPLICATION_TYPE ? null : applicationType,
    applicationId,
    listingId,
    remainingSearch: remaining ? `?${remaining}` : '',
  };
};

export const resumeRouteContext = (link: ResumeApplicationLink, lang: RouteContext['lang']): Omit<RouteContext, 'stepRouter'> => ({
  lang,
  appType: link.appType,
  applicationId: link.applicationId,
  listingId: link.listingId,
});
