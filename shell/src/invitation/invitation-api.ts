import { baseApi } from '@tenant/api-client';
import type { InvitationPublicInfoResponse } from '@tenant/contracts';

export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitationPublicInfo: build.query<InvitationPublicInfoResponse, string>({
      query: (invitationCode) => ({ url: '/v1/signup/invitation-public-info', params: { invitation_code: invitationCode } }),
    }),
  }),
});
