import { createSlice } from '@reduxjs/toolkit';
import {
  applicantPrefilled,
  applicantSignedUp,
  applicantUpdated,
  applicationResumed,
  emailUpdateRequested,
  invitationRejected,
  invitationResolved,
  occupationChosen,
  stateRestored,
} from '@tenant/contracts';
import type { ApplicationState } from '@tenant/contracts';
import { DEFAULT_APPLICANT_ROLE, DEFAULT_APPLICATION_TYPE } from '@tenant/domain';

const initialState: ApplicationState = {
  user: {},
  application: { listing_id: null, applicant_role: DEFAULT_APPLICANT_ROLE, hide_nav: false, applicationType: DEFAULT_APPLICATION_TYPE },
  documents: [],
};

/** The global state's user, application and documents (spec 1§3), filled by the bus events that carry them. */
export const applicationSlice = createSlice({
  name: 'application',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(stateRestored, (state, { payload }) => {
        state.user = { ...state.user, ...payload.user };
        state.application = payload.application;
        state.documents = payload.documents;
      })
      .addCase(applicantPrefilled, (state, { payload }) => {
        state.user = { ...state.user, ...payload.user };
        state.application = { ...state.application, ...payload.application };
      })
      .addCase(applicantUpdated, (state, { payload }) => {
        state.user = { ...state.user, ...payload.user };
      })
      .addCase(occupationChosen, (state, { payload }) => {
        state.user.employment_status = payload.occupation;
        state.application.applicationType = payload.applicationType;
      })
      .addCase(applicantSignedUp, (state, { payload }) => {
        state.user = { ...state.user, ...payload.user };
      })
      .addCase(emailUpdateRequested, (state) => {
        if (!state.user.invitation_code) state.user.disableEmailEdit = false;
      })
      .addCase(applicationResumed, (state) => {
        state.user.disableAllEdit = true;
      })
      .addCase(invitationResolved, (state, { payload }) => {
        state.application.applicant_role = payload.applicantRole;
        state.user.invitation_code = payload.invitationCode;
        if (payload.email) {
          state.user.email = payload.email;
          state.user.disableEmailEdit = true;
        }
      })
      .addCase(invitationRejected, (state) => {
        state.application.applicant_role = DEFAULT_APPLICANT_ROLE;
        state.user.invitation_code = null;
        state.user.disableEmailEdit = false;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectApplicationInfo: (state) => state.application,
    selectApplicantRole: (state) => state.application.applicant_role,
    selectDocuments: (state) => state.documents,
  },
});

export const { selectUser, selectApplicationInfo, selectApplicantRole, selectDocuments } = applicationSlice.selectors;
