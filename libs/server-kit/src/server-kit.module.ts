import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AccessTokenVerifier } from './auth/access-tokens.js';
import { BearerAuthGuard, ReviewerAuthGuard } from './auth/bearer-auth.guard.js';
import { ReviewerTokenVerifier } from './auth/reviewer-tokens.js';
import type { ServerConfig } from './config/server-config.js';
import { EventBus } from './events/event-bus.js';
import { MailPort } from './mail/mail-port.js';
import { SERVER_CONFIG } from './server-kit.tokens.js';

/**
 * Process-wide pieces, imported once by whatever boots the app (a service's standalone main or the
 * composed API): the config, the token verifiers and guards, the event bus (one pg-boss) and the mail port.
 */
@Global()
@Module({})
export class ServerKitModule {
  static forRoot(config: ServerConfig): DynamicModule {
    return {
      module: ServerKitModule,
      providers: [
        { provide: SERVER_CONFIG, useValue: config },
        { provide: AccessTokenVerifier, useValue: new AccessTokenVerifier(config.authPublicKey) },
        BearerAuthGuard,
        { provide: ReviewerTokenVerifier, useValue: new ReviewerTokenVerifier(config.authPublicKey) },
        ReviewerAuthGuard,
        { provide: EventBus, useFactory: () => new EventBus(config.databaseUrl, { pool: config.databasePool }) },
        { provide: MailPort, useFactory: () => new MailPort(config.smtpUrl, config.mailFrom, config.providerTimeoutMs) },
      ],
      exports: [SERVER_CONFIG, AccessTokenVerifier, BearerAuthGuard, ReviewerTokenVerifier, ReviewerAuthGuard, EventBus, MailPort],
    };
  }
}
