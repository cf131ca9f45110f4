import { Access } from '@tenant/server-kit';
import { createRequire } from 'node:module';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { toLanguage, type Language } from '@tenant/domain';
import { Psd2RequisitionsService } from './psd2-requisitions.service.js';

const require = createRequire(import.meta.url);
/** What the applicant's consent tab says once the bank sent it back: the income check's texts (libs/i18n income, Psd2.Callback.*). */
const callbackTexts = (lang: Language): Record<string, string> => require(`@tenant/i18n/locales/${lang}/income.json`) as Record<string, string>;
const escapeHtml = (value: string | undefined): string => (value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider's redirect back from the bank (PSD2_REDIRECT_URL): no session here, the unguessable state
 * names the requisition. The tab shows the outcome; the income check learns it from its 2 s poll.
 */
@ApiExcludeController()
@Access('provider-callback')
@Controller('v1/psd2')
export class Psd2CallbackController {
  constructor(private readonly requisitions: Psd2RequisitionsService) {}

  @Get('callback')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('referrer-policy', 'no-referrer')
  async callback(@Query() query: Record<string, unknown>): Promise<string> {
    const { outcome, language } = await this.requisitions.completeConsent(query);
    const lang = toLanguage(language);
    const texts = callbackTexts(lang);
    const key = `Psd2.Callback.${outcome[0].toUpperCase()}${outcome.slice(1)}`;
    const [title, text, close] = [texts[`${key}.Title`], texts[`${key}.Text`], texts['Psd2.Callback.Close']].map(escapeHtml);
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style></head>
<body><h1 data-outcome="${outcome}">${title}</h1><p>${text}</p><button type="button" onclick="window.close()">${close}</button></body></html>`;
  }
}
