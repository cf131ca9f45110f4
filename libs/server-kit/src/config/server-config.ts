/** Everything a service reads from its environment. PEM values may carry literal `\n` escapes. */
export interface ServerConfig {
  port: number;
  databaseUrl: string;
  /** smtp(s)://user:pass@host:port; unset means mail is rendered to the log instead of sent. */
  smtpUrl?: string;
  mailFrom: string;
  /** Only the service that signs in users (onboarding) needs the private key. */
  authPrivateKey?: string;
  authPublicKey: string;
  reportSigningPrivateKey?: string;
  reportSigningPublicKey?: string;
  /** Address users reach the product on, for links in e-mails and QR codes. */
  publicUrl: string;
}

export interface LoadServerConfigOptions {
  /** Variable holding the port (e.g. ONBOARDING_PORT for a standalone service); PORT otherwise. */
  portVariable?: string;
  defaultPort?: number;
}

export class ServerConfigError extends Error {}

const pem = (value: string | undefined): string | undefined =>
  value && value.trim() ? value.replace(/\\n/g, '\n').trim() + '\n' : undefined;

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value || !value.trim()) throw new ServerConfigError(`${name} is required`);
  return value;
};

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env, options: LoadServerConfigOptions = {}): ServerConfig {
  const rawPort = env[options.portVariable ?? 'PORT'] ?? env.PORT;
  const port = rawPort ? Number.parseInt(rawPort, 10) : (options.defaultPort ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ServerConfigError(`invalid port: ${rawPort}`);
  return {
    port,
    databaseUrl: required(env, 'DATABASE_URL'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tenant Screening <no-reply@localhost>',
    authPrivateKey: pem(env.AUTH_PRIVATE_KEY),
    authPublicKey: pem(required(env, 'AUTH_PUBLIC_KEY'))!,
    reportSigningPrivateKey: pem(env.REPORT_SIGNING_PRIVATE_KEY),
    reportSigningPublicKey: pem(env.REPORT_SIGNING_PUBLIC_KEY),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}

/** A value the caller cannot work without; the message names the variable to set. */
export function requireConfigValue<T>(value: T | undefined, variable: string): T {
  if (value === undefined || value === null || value === '') throw new ServerConfigError(`${variable} is required`);
  return value;
}
