import type { Psd2AccountsResponse, Psd2RequisitionResponse, Psd2RevokeResponse, Psd2TransactionsResponse } from '@tenant/contracts';
import { documentsApi } from '../../../documents/api/documents-api.js';

export interface FetchTransactionsArgs {
  accountIds: string[];
  bankName: string;
  abi: string;
}

/**
 * The bank connection's calls (spec 2§7 psd2/*): the requisition (a new consent link each time, so a
 * mutation), its accounts (polled every 2 s), the transactions fetch (the statements it makes join the
 * income documents list) and revoking a connection.
 */
export const psd2Api = documentsApi.injectEndpoints({
  endpoints: (build) => ({
    createRequisition: build.mutation<Psd2RequisitionResponse, string>({
      query: (institutionId) => ({ url: '/v1/psd2/requisition', params: { institution_id: institutionId } }),
    }),
    getPsd2Accounts: build.query<Psd2AccountsResponse, string>({
      query: (requisitionId) => ({ url: '/v1/psd2/accounts', params: { requisition_id: requisitionId } }),
      keepUnusedDataFor: 0,
    }),
    fetchTransactions: build.mutation<Psd2TransactionsResponse, FetchTransactionsArgs>({
      query: ({ accountIds, bankName, abi }) => ({ url: '/v1/psd2/fetch-transactions', params: { account_ids: accountIds.join(','), bank_name: bankName, abi } }),
      invalidatesTags: ['IncomeDocuments'],
    }),
    revokeRequisition: build.mutation<Psd2RevokeResponse, string>({
      query: (requisitionId) => ({ url: '/v1/psd2/revoke', method: 'POST', params: { requisition_id: requisitionId } }),
      invalidatesTags: ['IncomeDocuments'],
    }),
  }),
});

export const { useCreateRequisitionMutation, useGetPsd2AccountsQuery, useFetchTransactionsMutation, useRevokeRequisitionMutation } = psd2Api;
