import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectAppType, useStepContinue } from '@tenant/bus';
import { continuePressed, navigateToStep } from '@tenant/contracts';
import { DOCUMENT_POLL_MS, PARSING_STATUS_RAPID_CONTINUE_MS } from '@tenant/domain';
import { Button, ErrorBanner, injectStyles, PageHeader, Spinner } from '@tenant/ui';
import { ConnectBankInstead } from '../../documents/components/connect-bank-instead.js';
import { DocumentRow } from '../../documents/components/document-row.js';
import { useGetIncomeDocumentsQuery } from '../../documents/api/documents-api.js';
import { documentMessage, incomeDocumentsOf, rowStateOf } from '../../documents/document-state.js';
import { incomeDocumentsCss } from '../../documents/income-documents.css.js';
import { useValidateDocuments } from '../../documents/use-validate-documents.js';

injectStyles('mfe-income-documents', incomeDocumentsCss);

const STEP = 'parsing-status';
const DOCUMENTS_STEP = 'income-check';

/**
 * Parsing status (spec 2§2, 2§4): each file's analysis state, polled every 2 s until all are parsed;
 * back to the documents; Continue once all are parsed (in rapid it presses itself after 0.5 s). With
 * no bank statement and no other non-identity document there is nothing to wait for: the step is skipped.
 */
const ParsingStatusPage = () => {
  const translator = useTranslation('income');
  const { t } = translator;
  const dispatch = useDispatch();
  const rapid = useSelector(selectAppType) === 'rapid';
  const list = useGetIncomeDocumentsQuery(undefined, { pollingInterval: DOCUMENT_POLL_MS, skipPollingIfUnfocused: false });
  const documents = incomeDocumentsOf(list.data);
  const allParsed = documents.every((d) => d.isParsed);
  const nothingToWaitFor = list.isSuccess && documents.length === 0;
  const validate = useValidateDocuments();

  useStepContinue(STEP, () => (nothingToWaitFor ? Promise.resolve({ success: true }) : validate(allParsed)), list.isSuccess && allParsed);

  useEffect(() => {
    if (nothingToWaitFor) dispatch(continuePressed({ stepRouter: STEP }));
  }, [nothingToWaitFor, dispatch]);

  useEffect(() => {
    if (!rapid || !list.isSuccess || !allParsed || nothingToWaitFor) return;
    const timer = setTimeout(() => dispatch(continuePressed({ stepRouter: STEP })), PARSING_STATUS_RAPID_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [rapid, list.isSuccess, allParsed, nothingToWaitFor, dispatch]);

  if (list.isLoading) return <Spinner label={t('ParsingStatus.Loading')} size="large" />;
  if (list.isError && !list.data) return <ErrorBanner message={t('IncomeCheck.LoadError')} onRetry={() => void list.refetch()} retryLabel={t('IncomeCheck.Retry')} />;

  return (
    <div>
      <PageHeader heading={t('ParsingStatus.Heading')} note={t(allParsed ? 'ParsingStatus.Done' : 'ParsingStatus.Note')} />
      {!allParsed && <Spinner label={t('ParsingStatus.Analysing')} />}
      <ul className="income-files" aria-label={t('ParsingStatus.Files')}>
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            name={document.name}
            state={rowStateOf(document)}
            message={documentMessage(translator, document)}
            blocker={document.error?.blocker}
            action={<ConnectBankInstead document={document} onConnect={() => dispatch(navigateToStep({ stepRouter: DOCUMENTS_STEP }))} />}
          />
        ))}
      </ul>
      <p>
        <Button variant="secondary" onClick={() => dispatch(navigateToStep({ stepRouter: DOCUMENTS_STEP }))}>
          {t('ParsingStatus.BackToDocuments')}
        </Button>
      </p>
    </div>
  );
};

export default ParsingStatusPage;
