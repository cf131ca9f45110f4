import type { ApiError } from '@tenant/api-client';
import type { AppStore } from '@tenant/bus';
import { invitationRejected, invitationResolved } from '@tenant/contracts';
import { INVITATION_CODE_STORAGE_KEY } from '@tenant/domain';
import { invitationApi } from './invitation-api.js';

/** Alert text when the server gave no message (spec 1§4, 1§8). */
export const INVITATION_LOAD_ERROR = 'Error loading invitation';

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Keeps the query's invitation_code in local storage (spec 1§2). */
export const storeInvitationCode = (search: string) => {
  const code = new URLSearchParams(search).get('invitation_code')?.trim();
  if (code) storage()?.setItem(INVITATION_CODE_STORAGE_KEY, code);
};

const serverMessage = (error: ApiError | undefined): string | undefined =>
  typeof error?.status === 'number' ? (error.data as { message?: string } | undefined)?.message : undefined;

/**
 * Resolves the stored invitation code (spec 1§4 Invitation): a valid one sets the role and pre-fills and
 * locks the e-mail; an invalid one is removed, the role falls back to main-applicant and an alert shows
 * the server's message or 'Error loading invitation'.
 */
export const resolveStoredInvitation = async (store: AppStore): Promise<void> => {
  const code = storage()?.getItem(INVITATION_CODE_STORAGE_KEY);
  if (!code) return;
  const { data, error } = await store.dispatch(invitationApi.endpoints.getInvitationPublicInfo.initiate(code, { subscribe: false }));
  if (data?.success && data.data) {
    store.dispatch(invitationResolved({ invitationCode: code, applicantRole: data.data.applicant_role, email: data.data.email }));
    return;
  }
  storage()?.removeItem(INVITATION_CODE_STORAGE_KEY);
  store.dispatch(invitationRejected({ message: serverMessage(error as ApiError | undefined) ?? data?.message ?? INVITATION_LOAD_ERROR }));
};
