import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectApplicantRole, selectAppType, selectListingStatus, selectRegion, selectRequestedListingId, selectUser, useStepContinue } from '@tenant/bus';
import { continuePressed } from '@tenant/contracts';
import type { DocumentType, IncomeCheckField, UploadedDocument, ValidateDocumentsResponse } from '@tenant/contracts';
import { INCOME_CHECK_RAPID_DELAY_MS, INCOME_CHECK_RAPID_UPLOAD_DELAY_MS } from '@tenant/domain';
import { Button, ErrorBanner, ErrorSummary, injectStyles, PageHeader, RequiredDocumentsModal, Spinner } from '@tenant/ui';
import {
  useDeleteBankStatementMutation,
  useDeleteOtherDocumentMutation,
  useFinalizeBankStatementMutation,
  useGetBankListQuery,
  useGetDocumentsVerdictQuery,
  useGetIncomeCheckOccupationsQuery,
  useGetIncomeDocumentsQuery,
  useGetSupportedDocumentsQuery,
  useSetUploadDoneTimeMutation,
  useUploadBankStatementMutation,
  useUploadOtherDocumentMutation,
} from '../../documents/api/documents-api.js';
import { ConnectBankInstead } from '../../documents/components/connect-bank-instead.js';
import { DocumentWarnings } from '../../documents/components/document-warnings.js';
import { incomeDocumentsOf, parsedFilesSignature, pendingUploadsOf, pollIntervalOf, statementWideWarnings } from '../../documents/document-state.js';
import { incomeDocumentsCss } from '../../documents/income-documents.css.js';
import { selectUploads, uploadDismissed } from '../../documents/upload-progress-slice.js';
import { useValidateDocuments } from '../../documents/use-validate-documents.js';
import { focusSummaryTarget, UPLOADS_ID, validationSummaryItems } from '../../documents/validation-summary.js';
import { BankConnectionPanel, type ConnectRequest } from './bank-connection/bank-connection-panel.js';
import { BankChoice, bankFieldsOf, bankOfStatements } from './components/bank-choice.js';
import { InfoTooltips } from './components/info-tooltips.js';
import { UploadSection } from './components/upload-section.js';
import { uploadSectionsFor } from './upload-sections.js';

injectStyles('mfe-income-documents', incomeDocumentsCss);

const STEP = 'income-check';

/** supported_documents wins over the occupation's income_check_fields for a field both name. */
const mergeFields = (occupationFields: IncomeCheckField[], supported: IncomeCheckField[]) => [
  ...supported,
  ...occupationFields.filter((field) => !supported.some((s) => s.name === field.name)),
];

/**
 * Income check (spec 2§2, 2§4, 2§5): the uploads the occupation and region allow, each file's state
 * polled until parsed, Continue once every file is parsed and the server validated the documents.
 * In rapid the step records the upload-done time and continues by itself.
 */
const IncomeCheckPage = () => {
  const translator = useTranslation('income');
  const { t } = translator;
  const dispatch = useDispatch();
  const region = useSelector(selectRegion);
  const appType = useSelector(selectAppType);
  const role = useSelector(selectApplicantRole);
  const employmentStatus = useSelector(selectUser).employment_status ?? null;
  const uploads = useSelector(selectUploads);

  const occupations = useGetIncomeCheckOccupationsQuery({ role });
  const occupation = occupations.data?.occupations.find((o) => o.ref === employmentStatus);
  const supported = useGetSupportedDocumentsQuery(employmentStatus ?? '', { skip: !employmentStatus });
  // the market is the listing's when the route names one (issue 22): no bank list before it is known
  const requestedListing = useSelector(selectRequestedListingId);
  const listingStatus = useSelector(selectListingStatus);
  const listingPending = requestedListing !== null && (listingStatus === 'idle' || listingStatus === 'loading');
  const banks = useGetBankListQuery(region, { skip: listingPending });
  const [pollingInterval, setPollingInterval] = useState(0);
  const list = useGetIncomeDocumentsQuery(undefined, { pollingInterval, skipPollingIfUnfocused: false });
  const documents = incomeDocumentsOf(list.data);
  const pending = pendingUploadsOf(uploads, documents);
  const nextInterval = pollIntervalOf(documents);
  if (nextInterval !== pollingInterval) setPollingInterval(nextInterval);

  const [uploadStatement] = useUploadBankStatementMutation();
  const [uploadOther] = useUploadOtherDocumentMutation();
  const [finalizeStatement] = useFinalizeBankStatementMutation();
  const [deleteStatement] = useDeleteBankStatementMutation();
  const [deleteOther] = useDeleteOtherDocumentMutation();
  const [setUploadDoneTime] = useSetUploadDoneTimeMutation();
  // The last refused Continue: its answer and how many there were (each one focuses the summary).
  const [refusal, setRefusal] = useState<{ answer: ValidateDocumentsResponse | null; count: number }>({ answer: null, count: 0 });
  const validate = useValidateDocuments((answer) => setRefusal(({ count }) => ({ answer, count: count + 1 })));

  const [chosenBank, setBank] = useState<string | null>(null);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const [uploadedHere, setUploadedHere] = useState(false);
  // Connecting the bank instead of uploading (the identity-only notice, a statement that could not be read).
  const [connectRequest, setConnectRequest] = useState<ConnectRequest | null>(null);

  // Listed uploads leave the progress slice; each parsed statement is finalized once (spec 2§4 statement path).
  useEffect(() => {
    for (const upload of Object.values(uploads)) if (upload.documentId && documents.some((d) => d.id === upload.documentId)) dispatch(uploadDismissed({ uploadId: upload.uploadId }));
  }, [dispatch, uploads, documents]);
  const finalized = useRef(new Set<string>());
  useEffect(() => {
    for (const document of documents) {
      if (document.type !== 'bank_statement' || !document.isParsed || document.status === 'completed' || finalized.current.has(document.id)) continue;
      finalized.current.add(document.id);
      void finalizeStatement(document.id);
    }
  }, [documents, finalizeStatement]);

  const uploading = pending.some((u) => u.status === 'uploading');
  const allParsed = !uploading && documents.every((d) => d.isParsed);
  const rapid = appType === 'rapid';
  // The verdict's non-blocking notes across statements, asked once every file is parsed (and again for a new set of files).
  const verdict = useGetDocumentsVerdictQuery(parsedFilesSignature(documents), { skip: !allParsed || documents.length === 0 });
  const warnings = allParsed && documents.length > 0 ? statementWideWarnings(verdict.currentData?.warnings, list.data?.documents ?? []) : [];

  const save = async () => {
    if (rapid && documents.length === 0) return { success: false, message: t('ParsingFiles.NoIncomeCheckFilesUploaded') };
    return validate(allParsed);
  };
  useStepContinue(STEP, save, allParsed && !list.isLoading);

  // Rapid: once every file is parsed, record the upload-done time and continue (spec 2§4, 2§9).
  useEffect(() => {
    if (!rapid || !allParsed || documents.length === 0) return;
    const timer = setTimeout(
      () => {
        void setUploadDoneTime().finally(() => dispatch(continuePressed({ stepRouter: STEP })));
      },
      uploadedHere ? INCOME_CHECK_RAPID_UPLOAD_DELAY_MS : INCOME_CHECK_RAPID_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [rapid, allParsed, documents.length, uploadedHere, setUploadDoneTime, dispatch]);

  if (occupations.isLoading || list.isLoading) return <Spinner label={t('IncomeCheck.Loading')} size="large" />;
  if (list.isError) return <ErrorBanner message={t('IncomeCheck.LoadError')} onRetry={() => void list.refetch()} retryLabel={t('IncomeCheck.Retry')} />;

  const sections = uploadSectionsFor(mergeFields(occupation?.income_check_fields ?? [], supported.data?.supported_documents ?? []), employmentStatus, region);
  const bankList = banks.data?.bank_list ?? [];
  const statements = documents.filter((d) => d.type === 'bank_statement');
  // Chosen here, else the bank of the statements already uploaded (a reload keeps it).
  const bank = chosenBank ?? bankOfStatements(bankList, statements);

  const upload = (type: DocumentType) => (files: File[], description: string) => {
    setUploadedHere(true);
    for (const file of files) {
      if (type === 'bank_statement' && bank) void uploadStatement({ file, ...bankFieldsOf(bankList, bank), country: region.toUpperCase() });
      else void uploadOther({ file, type, description: description || undefined });
    }
  };
  const problems = validationSummaryItems(translator, refusal.answer, list.data?.documents ?? []);
  const remove = (document: UploadedDocument) => void (document.type === 'bank_statement' ? deleteStatement(document.id) : deleteOther(document.id));

  return (
    <div>
      <ErrorSummary items={problems} focusKey={refusal.count} onSelect={focusSummaryTarget} />
      <PageHeader heading={t('IncomeCheck.Heading')} note={t('IncomeCheck.Note')} />
      <InfoTooltips />
      <p>
        <Button variant="link" onClick={() => setDocumentsOpen(true)}>
          {t('IncomeCheck.ShowRequiredDocuments')}
        </Button>
      </p>
      {region === 'de' && statements.length === 0 && (
        <ErrorBanner
          variant="info"
          message={t('IncomeCheck.IdOnlyNotice')}
          onRetry={() => setConnectRequest({ abi: null })}
          retryLabel={t('IncomeCheck.IdOnlyNotice.ConnectBank')}
        />
      )}
      <BankConnectionPanel banks={bankList} connectRequest={connectRequest} />
      <div id={UPLOADS_ID} tabIndex={-1}>
        {sections.map((section) => (
          <div key={section.type}>
            <UploadSection
              section={section}
              documents={documents.filter((d) => d.type === section.type)}
              uploads={pending.filter((u) => u.documentType === section.type)}
              onUpload={upload(section.type)}
              onDelete={remove}
              onDismiss={(u) => dispatch(uploadDismissed({ uploadId: u.uploadId }))}
              blockedReason={section.type === 'bank_statement' && !bank ? t('IncomeCheck.Bank.Required') : null}
              rowAction={section.type === 'bank_statement' ? (document) => <ConnectBankInstead document={document} onConnect={(statement) => setConnectRequest({ abi: statement.bank_abi })} /> : undefined}
            >
              {section.type === 'bank_statement' && <BankChoice banks={bankList} value={bank} onChange={setBank} />}
            </UploadSection>
          </div>
        ))}
      </div>
      <DocumentWarnings warnings={warnings} />
      {rapid && documents.length === 0 && pending.length === 0 && <ErrorBanner variant="info" message={t('ParsingFiles.NoIncomeCheckFilesUploaded')} />}
      <RequiredDocumentsModal open={documentsOpen} documents={occupation?.documents ?? []} onClose={() => setDocumentsOpen(false)} />
    </div>
  );
};

export default IncomeCheckPage;
