import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  applicantRegistered,
  applicationDeleted,
  applicationPaymentTermsSet,
  currentAddressSubmitted,
  documentDeleted,
  documentParsed,
  documentUploaded,
  householdSubmitted,
  identityVerified,
  incomeDetailsSubmitted,
  incomeSummaryChanged,
  mortgageInfoSubmitted,
  paymentRefunded,
  paymentSucceeded,
  paymentWaived,
  personalDetailsSubmitted,
  questionnaireSubmitted,
  veridicityDeclared,
  type ContractEvent,
} from '@tenant/contracts';
import { DeletedApplications, EventBus, inTransactionUnlessApplicationDeleted } from '@tenant/server-kit';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ReportBuildsService } from '../report-builds/report-builds.service.js';
import { ReportInputsRepository } from './report-inputs.repository.js';

/** Its own subscriber name: other report read models take some of the same event types (one queue per subscriber and type). */
export const REPORT_INPUTS_SUBSCRIBER = 'report-inputs';

type Payload<A extends (...args: never[]) => { payload: unknown }> = ReturnType<A>;

/**
 * Keeps the report's inputs from the outbox events of onboarding, income and payment (never their
 * tables), and asks for a rebuild of the report when one of them changed. Delivery is at least once
 * and in any order: each write keeps the newest event of its kind, a redelivered or older one
 * changes nothing and starts no build. An event of a deleted application (arriving after its
 * application/deleted, on another queue) is dropped.
 */
@Injectable()
export class ReportInputsReadModelService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly builds: ReportBuildsService,
    private readonly bus: EventBus,
  ) {}

  /** Each event type this read model takes, with its handler. */
  private readonly handlers: Record<string, (event: never) => Promise<void>> = {
    [applicantRegistered.type]: (event: Payload<typeof applicantRegistered>) => this.onApplicantRegistered(event),
    [personalDetailsSubmitted.type]: (event: Payload<typeof personalDetailsSubmitted>) => this.onPersonalDetails(event),
    [currentAddressSubmitted.type]: (event: Payload<typeof currentAddressSubmitted>) => this.onCurrentAddress(event),
    [identityVerified.type]: (event: Payload<typeof identityVerified>) => this.onIdentityVerified(event),
    [householdSubmitted.type]: (event: Payload<typeof householdSubmitted>) => this.onHousehold(event),
    [incomeDetailsSubmitted.type]: (event: Payload<typeof incomeDetailsSubmitted>) => this.onIncomeDetails(event),
    [questionnaireSubmitted.type]: (event: Payload<typeof questionnaireSubmitted>) => this.onQuestionnaire(event),
    [veridicityDeclared.type]: (event: Payload<typeof veridicityDeclared>) => this.onVeridicity(event),
    [mortgageInfoSubmitted.type]: (event: Payload<typeof mortgageInfoSubmitted>) => this.onMortgageInfo(event),
    [applicationPaymentTermsSet.type]: (event: Payload<typeof applicationPaymentTermsSet>) => this.onPaymentTerms(event),
    [documentUploaded.type]: (event: Payload<typeof documentUploaded>) => this.onDocumentUploaded(event),
    [documentParsed.type]: (event: Payload<typeof documentParsed>) => this.onDocumentParsed(event),
    [documentDeleted.type]: (event: Payload<typeof documentDeleted>) => this.onDocumentDeleted(event),
    [incomeSummaryChanged.type]: (event: Payload<typeof incomeSummaryChanged>) => this.onIncomeSummary(event),
    [paymentSucceeded.type]: (event: Payload<typeof paymentSucceeded>) => this.onPayment(event, true, event.payload.paymentId),
    [paymentWaived.type]: (event: Payload<typeof paymentWaived>) => this.onPayment(event, true),
    [paymentRefunded.type]: (event: Payload<typeof paymentRefunded>) => this.onPayment(event, false),
    [applicationDeleted.type]: (event: Payload<typeof applicationDeleted>) => this.onApplicationDeleted(event),
  };

  async onModuleInit(): Promise<void> {
    for (const type of Object.keys(this.handlers)) await this.bus.subscribe(REPORT_INPUTS_SUBSCRIBER, type, (event) => this.handle(event));
  }

  /** Takes one event of any of its types (what the bus delivers). */
  handle(event: ContractEvent): Promise<void> {
    const handler = this.handlers[event.type];
    if (!handler) throw new Error(`report inputs take no ${event.type}`);
    return handler(event as never);
  }

  /** Runs a write and, when it changed the inputs, asks for a rebuild in the same transaction; nothing for a deleted application. */
  private change(applicationId: string, write: (inputs: ReportInputsRepository) => Promise<boolean>): Promise<void> {
    return inTransactionUnlessApplicationDeleted(this.transactions, applicationId, async (tx) => {
      if (await write(tx.get(ReportInputsRepository))) await this.builds.inputsChanged(tx, applicationId);
    });
  }

  private section<S extends Parameters<ReportInputsRepository['saveSection']>[1]>(event: ContractEvent<{ applicationId: string }>, section: S, data: Parameters<ReportInputsRepository['saveSection']>[2] & object) {
    const { applicationId } = event.payload;
    return this.change(applicationId, (inputs) => inputs.saveSection(applicationId, section, data as never, event.meta.occurredAt));
  }

  onApplicantRegistered(event: Payload<typeof applicantRegistered>): Promise<void> {
    const { applicantId, firstName, lastName, email, mobile } = event.payload;
    return this.section(event, 'applicant', { applicantId, firstName, lastName, email, mobile: mobile ?? null });
  }

  onPersonalDetails(event: Payload<typeof personalDetailsSubmitted>): Promise<void> {
    const { fiscalCode, nationality, dateOfBirth, placeOfBirth, address } = event.payload;
    return this.section(event, 'personal', { fiscalCode, nationality, dateOfBirth, placeOfBirth, address });
  }

  onCurrentAddress(event: Payload<typeof currentAddressSubmitted>): Promise<void> {
    return this.section(event, 'currentAddress', event.payload.address);
  }

  onIdentityVerified(event: Payload<typeof identityVerified>): Promise<void> {
    return this.section(event, 'identity', { method: event.payload.method, verifiedAt: event.payload.verifiedAt });
  }

  onHousehold(event: Payload<typeof householdSubmitted>): Promise<void> {
    const { applicationId: _applicationId, applicantId: _applicantId, ...household } = event.payload;
    return this.section(event, 'household', household);
  }

  onIncomeDetails(event: Payload<typeof incomeDetailsSubmitted>): Promise<void> {
    const { typeOfContract, paychecksPerYear, otherIncomes } = event.payload;
    return this.section(event, 'incomeDetails', { typeOfContract, paychecksPerYear, otherIncomes });
  }

  onQuestionnaire(event: Payload<typeof questionnaireSubmitted>): Promise<void> {
    return this.section(event, 'questionnaire', { answers: event.payload.answers });
  }

  onVeridicity(event: Payload<typeof veridicityDeclared>): Promise<void> {
    return this.section(event, 'veridicity', { declaredAt: event.payload.declaredAt });
  }

  onMortgageInfo(event: Payload<typeof mortgageInfoSubmitted>): Promise<void> {
    const { applicationId: _applicationId, ...info } = event.payload;
    return this.section(event, 'mortgage', info);
  }

  onPaymentTerms(event: Payload<typeof applicationPaymentTermsSet>): Promise<void> {
    const { applicationType, listingId, rentalPassPartner, listing } = event.payload;
    return this.section(event, 'terms', { applicationType, listingId, rentalPassPartner, listing: listing ?? null });
  }

  onIncomeSummary(event: Payload<typeof incomeSummaryChanged>): Promise<void> {
    return this.section(event, 'income', event.payload.summary);
  }

  onPayment(event: ContractEvent<{ applicationId: string }>, cleared: boolean, paymentId: string | null = null): Promise<void> {
    return this.section(event, 'payment', { cleared, paymentId });
  }

  onDocumentUploaded(event: Payload<typeof documentUploaded>): Promise<void> {
    const { applicationId, documentId } = event.payload;
    return this.change(applicationId, (inputs) => inputs.markUploaded(applicationId, documentId, event.meta.occurredAt));
  }

  onDocumentParsed(event: Payload<typeof documentParsed>): Promise<void> {
    const { applicationId, applicantId, documentId, documentType, fileName, status, figures, extraction, findings, summary } = event.payload;
    const document = { documentId, applicantId, documentType, fileName: fileName ?? null, status, figures, extraction, findings, summary: summary ?? null, parsedAt: event.meta.occurredAt };
    return this.change(applicationId, (inputs) => inputs.saveDocument(applicationId, document, event.meta.occurredAt));
  }

  onDocumentDeleted(event: Payload<typeof documentDeleted>): Promise<void> {
    const { applicationId, documentId } = event.payload;
    return this.change(applicationId, (inputs) => inputs.deleteDocument(applicationId, documentId, event.meta.occurredAt));
  }

  /** Nothing of a deleted application stays in the inputs or its build bookkeeping. */
  async onApplicationDeleted(event: Payload<typeof applicationDeleted>): Promise<void> {
    const { applicationId } = event.payload;
    await this.transactions.run(async (tx) => {
      await tx.get(DeletedApplications).record(applicationId);
      await tx.get(ReportInputsRepository).purge(applicationId);
      await this.builds.forget(tx, applicationId);
    });
  }
}
