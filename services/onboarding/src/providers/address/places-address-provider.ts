import { providerTimeoutMs } from '@tenant/server-kit';
import type { AddressPrediction } from '@tenant/contracts';
import { providerFailed, providerJson, providerNotConfigured } from '../provider-errors.js';
import { AddressProvider, type PlaceDetails } from './address-provider.port.js';

/** Settings from the environment: PLACES_API_URL (e.g. https://maps.googleapis.com) and PLACES_API_KEY. */
export interface PlacesProviderConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** PROVIDER_TIMEOUT_MS: the bound of each call */
  timeoutMs: number;
}

export const placesConfigFrom = (env: NodeJS.ProcessEnv): PlacesProviderConfig => ({
  baseUrl: env.PLACES_API_URL?.trim() || undefined,
  apiKey: env.PLACES_API_KEY?.trim() || undefined,
  timeoutMs: providerTimeoutMs(env),
});

type PlacesStatus = 'OK' | 'ZERO_RESULTS' | 'NOT_FOUND' | 'INVALID_REQUEST' | 'REQUEST_DENIED' | 'OVER_QUERY_LIMIT' | 'UNKNOWN_ERROR';

interface AutocompleteAnswer {
  status: PlacesStatus;
  predictions?: AddressPrediction[];
  error_message?: string;
}
interface DetailsAnswer {
  status: PlacesStatus;
  result?: PlaceDetails;
  error_message?: string;
}

const PROVIDER = 'places';

/**
 * A places API in the shape of Google Places (legacy web service): `maps/api/place/autocomplete/json`
 * (input, components=country:xx, types=address, language, key) and `maps/api/place/details/json`
 * (place_id, fields, language, key).
 */
export class PlacesAddressProvider extends AddressProvider {
  constructor(private readonly config: PlacesProviderConfig) {
    super();
  }

  private url(path: string, params: Record<string, string | undefined>): URL {
    if (!this.config.baseUrl) throw providerNotConfigured('PLACES_API_URL');
    const url = new URL(`${this.config.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [name, value] of Object.entries({ ...params, key: this.config.apiKey })) if (value) url.searchParams.set(name, value);
    return url;
  }

  async autocomplete(text: string, { countryCode, language }: { countryCode?: string; language?: string }): Promise<AddressPrediction[]> {
    const answer = await providerJson<AutocompleteAnswer>(
      PROVIDER,
      this.url('/maps/api/place/autocomplete/json', {
        input: text,
        types: 'address',
        components: countryCode ? `country:${countryCode.toLowerCase()}` : undefined,
        language,
      }),
      {},
      this.config.timeoutMs,
    );
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK') throw providerFailed(PROVIDER, `${answer.status} ${answer.error_message ?? ''}`.trim());
    return (answer.predictions ?? []).map(({ place_id, description, structured_formatting, types }) => ({ place_id, description, structured_formatting, types }));
  }

  async details(placeId: string, { language }: { language?: string }): Promise<PlaceDetails | null> {
    const answer = await providerJson<DetailsAnswer>(
      PROVIDER,
      this.url('/maps/api/place/details/json', { place_id: placeId, fields: 'address_component,formatted_address,place_id', language }),
      {},
      this.config.timeoutMs,
    );
    if (answer.status === 'NOT_FOUND' || answer.status === 'INVALID_REQUEST' || answer.status === 'ZERO_RESULTS') return null;
    if (answer.status !== 'OK' || !answer.result) throw providerFailed(PROVIDER, `${answer.status} ${answer.error_message ?? ''}`.trim());
    const { place_id, address_components, formatted_address } = answer.result;
    return { place_id, address_components, formatted_address };
  }
}
