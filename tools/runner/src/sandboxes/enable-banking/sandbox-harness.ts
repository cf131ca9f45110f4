import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { enableBankingSandboxRouter, type EnableBankingSandboxOptions } from './enable-banking-sandbox.js';
import { sandboxBanks } from './sandbox-banks.js';

export const SANDBOX_APP_ID = 'test-application';

/** The Enable Banking sandbox on a free loopback port, with a key pair of its own (for the adapter and service tests). */
export async function startEnableBankingSandbox(extra: Partial<EnableBankingSandboxOptions> & { redirectOrigins: string[] }) {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = express();
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eb`;
  app.use('/eb', enableBankingSandboxRouter({ appId: SANDBOX_APP_ID, publicKey: keys.publicKey, publicBaseUrl: url, banks: sandboxBanks(), ...extra }));
  return {
    url,
    privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ConsentDecision = 'approve' | 'reject' | 'expire';

/** What the applicant does on the consent page: log in as the holder, tick accounts, decide. Returns the redirect back. */
export async function decideConsent(consentUrl: string, decision: ConsentDecision, holder: string, accounts = ['0', '1']): Promise<URL> {
  const page = await fetch(consentUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const form = new URLSearchParams({ decision, holder });
  for (const account of accounts) form.append('accounts', account);
  const answer = await fetch(consentUrl, { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`consent decision answered ${answer.status}`);
  return new URL(location);
}
