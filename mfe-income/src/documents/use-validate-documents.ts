import { useTranslation } from 'react-i18next';
import type { ApiError } from '@tenant/api-client';
import type { StepSaveResult } from '@tenant/contracts';
import { useValidateDocumentsMutation } from './documents-api.js';
import { validationFailureMessage } from './document-state.js';

/**
 * Continue of the income screens (spec 2§4, 2§5): every file parsed (else Uploads.PleaseWaitFilesParsed),
 * then the server validates the documents.
 */
export const useValidateDocuments = () => {
  const translator = useTranslation('income');
  const { t } = translator;
  const [validate] = useValidateDocumentsMutation();
  return async (allParsed: boolean): Promise<StepSaveResult> => {
    if (!allParsed) return { success: false, message: t('Uploads.PleaseWaitFilesParsed') };
    try {
      const answer = await validate().unwrap();
      return answer.success ? { success: true } : { success: false, message: validationFailureMessage(translator, answer) };
    } catch (error) {
      const failure = error as ApiError & { data?: unknown };
      const body = failure.data as Parameters<typeof validationFailureMessage>[1] | undefined;
      return { success: false, message: body?.document_errors ? validationFailureMessage(translator, body) : t(failure.message, { defaultValue: failure.message }) };
    }
  };
};
