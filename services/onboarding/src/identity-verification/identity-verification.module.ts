import { Module } from '@nestjs/common';
import { SERVER_CONFIG, type ServerConfig } from '@tenant/server-kit';
import { ApplicationsModule } from '../applications/applications.module.js';
import { IdentityProvider } from '../providers/identity/identity-provider.port.js';
import { WebIdIdentityProvider, webIdConfigFrom } from '../providers/identity/webid-identity-provider.js';
import { IdentityVerificationController } from './identity-verification.controller.js';
import { IdentityVerificationService } from './identity-verification.service.js';

/** Identity verification at the provider (spec 1§4). */
@Module({
  imports: [ApplicationsModule],
  controllers: [IdentityVerificationController],
  // The provider behind its port, configured by environment (README: IDENTITY_PROVIDER_*).
  providers: [IdentityVerificationService, { provide: IdentityProvider, inject: [SERVER_CONFIG], useFactory: ({ environment }: ServerConfig) => new WebIdIdentityProvider(webIdConfigFrom(environment)) }],
})
export class IdentityVerificationModule {}
