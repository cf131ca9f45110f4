import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tenant/bus';
import type { DocumentType } from '@tenant/contracts';

/** One file on its way to the server (spec 2§4 Document: uploading). */
export interface FileUpload {
  uploadId: string;
  documentType: DocumentType;
  name: string;
  loaded: number;
  total: number;
  status: 'uploading' | 'done' | 'failed';
  /** the stored document, once the server answered */
  documentId: string | null;
  /** message key or text of a failed upload */
  error: string | null;
}

export interface IncomeUploadsState {
  uploads: Record<string, FileUpload>;
}

const initialState: IncomeUploadsState = { uploads: {} };

/**
 * Per-file upload progress of the income screens. Kept on the bus because RTK Query keeps no progress;
 * an upload leaves this slice once the document list shows its document.
 */
const incomeUploadsSlice = createSlice({
  name: 'incomeUploads',
  initialState,
  reducers: {
    uploadStarted: (state, { payload }: PayloadAction<{ uploadId: string; documentType: DocumentType; name: string; size: number }>) => {
      state.uploads[payload.uploadId] = { ...payload, loaded: 0, total: payload.size, status: 'uploading', documentId: null, error: null };
    },
    uploadProgressed: (state, { payload }: PayloadAction<{ uploadId: string; loaded: number; total: number }>) => {
      const upload = state.uploads[payload.uploadId];
      if (upload?.status === 'uploading') Object.assign(upload, { loaded: payload.loaded, total: payload.total });
    },
    uploadFinished: (state, { payload }: PayloadAction<{ uploadId: string; documentId: string }>) => {
      const upload = state.uploads[payload.uploadId];
      if (upload) Object.assign(upload, { status: 'done', documentId: payload.documentId, loaded: upload.total });
    },
    uploadFailed: (state, { payload }: PayloadAction<{ uploadId: string; error: string }>) => {
      const upload = state.uploads[payload.uploadId];
      if (upload) Object.assign(upload, { status: 'failed', error: payload.error });
    },
    /** the applicant closed a failed upload's row, or the list now shows the stored document */
    uploadDismissed: (state, { payload }: PayloadAction<{ uploadId: string }>) => {
      delete state.uploads[payload.uploadId];
    },
  },
  selectors: {
    selectUploads: (state) => state.uploads,
  },
});

declare module '@tenant/bus' {
  export interface LazyLoadedSlices {
    incomeUploads: IncomeUploadsState;
  }
}

export const injectedIncomeUploadsSlice = incomeUploadsSlice.injectInto(rootReducer);
export const { uploadStarted, uploadProgressed, uploadFinished, uploadFailed, uploadDismissed } = incomeUploadsSlice.actions;
export const { selectUploads } = injectedIncomeUploadsSlice.selectors;
