import { Controller, Get, Headers, HttpCode, HttpStatus, Ip, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Psd2AccountMetadataResponse, Psd2AccountsResponse, Psd2RequisitionResponse, Psd2RevokeResponse, Psd2TransactionsResponse } from '@tenant/contracts';
import { QUERY_APPLICATION_ID, QUERY_LANG, toLanguage } from '@tenant/domain';
import { Answers, Access, applicationIdOf, CurrentUser, validateRequest, type AccessTokenClaims } from '@tenant/server-kit';
import { psd2AccountIdQuerySchema, psd2FetchTransactionsQuerySchema, psd2RequisitionIdQuerySchema, psd2RequisitionQuerySchema } from '@tenant/validation';
import type { PsuPresence } from './provider/account-information.port.js';
import { Psd2RequisitionsService } from './psd2-requisitions.service.js';
import { Psd2TransactionsService } from './psd2-transactions.service.js';

const presence = (ip: string, userAgent: string | undefined): PsuPresence => ({ ipAddress: ip.replace(/^::ffff:/, ''), userAgent: userAgent?.slice(0, 512) });

/** Bank connection by a PSD2 provider (spec 2§4, 2§7 psd2/*): requisition, accounts (polled), metadata, transactions, revoke. */
@ApiTags('psd2')
@Controller('v1/psd2')
@Access('owner')
export class Psd2Controller {
  constructor(
    private readonly requisitions: Psd2RequisitionsService,
    private readonly transactions: Psd2TransactionsService,
  ) {}

  @Get('requisition')
  @Answers('Psd2RequisitionResponse', 'the provider page to open (link); a provider that refuses gives success false with error and message')
  requisition(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('institution_id') institutionId: string | undefined,
    @Query(QUERY_LANG) lang: string | undefined,
  ): Promise<Psd2RequisitionResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(psd2RequisitionQuerySchema, { institution_id: institutionId }, 'query');
    return this.requisitions.create(caller, id, input.institution_id, toLanguage(lang));
  }

  @Get('accounts')
  @Answers('Psd2AccountsResponse')
  accounts(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('requisition_id') requisitionId: string | undefined,
  ): Promise<Psd2AccountsResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(psd2RequisitionIdQuerySchema, { requisition_id: requisitionId }, 'query');
    return this.requisitions.accounts(caller, id, input.requisition_id);
  }

  @Get('accounts/metadata')
  @Answers('Psd2AccountMetadataResponse')
  metadata(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('account_id') accountId: string | undefined,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<Psd2AccountMetadataResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(psd2AccountIdQuerySchema, { account_id: accountId }, 'query');
    return this.requisitions.metadata(caller, id, input.account_id, presence(ip, userAgent));
  }

  @Get('fetch-transactions')
  @Answers('Psd2TransactionsResponse')
  fetchTransactions(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query() query: Record<string, unknown>,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<Psd2TransactionsResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(psd2FetchTransactionsQuerySchema, { account_ids: query.account_ids, bank_name: query.bank_name, abi: query.abi }, 'query');
    return this.transactions.fetch(caller, id, input.account_ids, presence(ip, userAgent));
  }

  @Post('revoke')
  @HttpCode(HttpStatus.OK)
  @Answers('Psd2RevokeResponse', 'the session is ended at the provider and the accounts’ statements removed')
  revoke(
    @CurrentUser() caller: AccessTokenClaims,
    @Query(QUERY_APPLICATION_ID) applicationId: string | undefined,
    @Query('requisition_id') requisitionId: string | undefined,
  ): Promise<Psd2RevokeResponse> {
    const id = applicationIdOf(applicationId);
    const input = validateRequest(psd2RequisitionIdQuerySchema, { requisition_id: requisitionId }, 'query');
    return this.requisitions.revoke(caller, id, input.requisition_id);
  }
}
