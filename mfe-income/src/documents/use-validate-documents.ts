import { useTranslation } from 'react-i18next';
import type { ApiError } from '@tenant/api-client';
import type { StepSaveResult, ValidateDocumentsResponse } from '@tenant/contracts';
import { useValidateDocumentsMutation } from './api/documents-api.js';
import { validationFailureMessage } from './document-state.js';

/**
 * Continue of the income screens (spec 2§4, 2§5): every file parsed (else Uploads.PleaseWaitFilesParsed),
 * then the server validates the documents. A screen that lists the refusal in its own error summary
 * passes `onRefused`: it gets the server's answer and the shell shows no banner.
 */
export const useValidateDocuments = (onRefused?: (answer: ValidateDocumentsResponse) => void) => {
  const translator = useTranslation('income');
  const { t } = translator;
  const [validate] = useValidateDocumentsMutation();
  const refused = (answer: ValidateDocumentsResponse): StepSaveResult => {
    if (!onRefused) return { success: false, message: validationFailureMessage(translator, answer) };
    onRefused(answer);
    return { success: false, summarised: true };
  };
  return async (allParsed: boolean): Promise<StepSaveResult> => {
    if (!allParsed) return { success: false, message: t('Uploads.PleaseWaitFilesParsed') };
    try {
      const answer = await validate().unwrap();
      return answer.success ? { success: true } : refused(answer);
    } catch (error) {
      const failure = error as ApiError & { data?: unknown };
      const body = failure.data as ValidateDocumentsResponse | undefined;
      return body?.document_errors ? refused(body) : { success: false, message: t(failure.message, { defaultValue: failure.message }) };
    }
  };
};
