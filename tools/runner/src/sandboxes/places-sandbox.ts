import { Router, type Request } from 'express';
import { GAZETTEER, type GazetteerStreet } from './gazetteer.js';

export interface PlacesSandboxOptions {
  /** the key the sandbox accepts, like a real API key */
  apiKey: string;
}

/** Lower-case, without accents, ß as ss: what a person types matches what the gazetteer spells. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const HOUSE_NUMBER = /\b(\d{1,4}[a-z]?)\b/i;

/** Opaque place ids (base64url of street id and house number), like a provider's. */
const placeIdOf = (street: GazetteerStreet, houseNumber: string | null) => Buffer.from(`${street.id}|${houseNumber ?? ''}`).toString('base64url');
const placeOf = (placeId: string): { street: GazetteerStreet; houseNumber: string | null } | null => {
  const [id, houseNumber] = Buffer.from(placeId, 'base64url').toString('utf8').split('|');
  const street = GAZETTEER.find((s) => s.id === id);
  return street ? { street, houseNumber: houseNumber || null } : null;
};

const countryName = (cca2: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(cca2) ?? cca2;
  } catch {
    return cca2;
  }
};

/** How each country writes an address line: Italy puts the number after a comma, Germany after a space. */
const streetLine = (street: GazetteerStreet, houseNumber: string | null) =>
  houseNumber ? (street.country === 'IT' ? `${street.street}, ${houseNumber}` : `${street.street} ${houseNumber}`) : street.street;
const cityLine = (street: GazetteerStreet) => (street.country === 'IT' ? `${street.postcode} ${street.city} ${street.county.short}` : `${street.postcode} ${street.city}`);

const languageOf = (req: Request) => (typeof req.query.language === 'string' && req.query.language ? req.query.language : 'en');

/**
 * A places API sandbox in the shape of Google Places (legacy web service) over the gazetteer:
 * `/maps/api/place/autocomplete/json` and `/maps/api/place/details/json`, with their statuses
 * (OK, ZERO_RESULTS, INVALID_REQUEST, REQUEST_DENIED, NOT_FOUND) and a required API key.
 */
export function placesSandboxRouter(options: PlacesSandboxOptions): Router {
  const router = Router();

  router.use((req, res, next) => {
    if (req.query.key !== options.apiKey) {
      res.json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', predictions: [] });
      return;
    }
    next();
  });

  router.get('/maps/api/place/autocomplete/json', (req, res) => {
    const input = typeof req.query.input === 'string' ? req.query.input : '';
    if (!input.trim()) {
      res.json({ status: 'INVALID_REQUEST', predictions: [] });
      return;
    }
    const components = typeof req.query.components === 'string' ? req.query.components : '';
    const country = /country:([a-z]{2})/i.exec(components)?.[1]?.toUpperCase();
    const houseNumber = HOUSE_NUMBER.exec(input)?.[1] ?? null;
    const words = fold(input.replace(HOUSE_NUMBER, ' ')).split(' ').filter(Boolean);
    const language = languageOf(req);
    const matches = (text: string) => words.length > 0 && words.every((word) => fold(text).split(' ').some((part) => part.startsWith(word)));
    // Streets whose name matches everything come before streets matched through their city.
    const inCountry = GAZETTEER.filter((street) => !country || street.country === country);
    const predictions = [
      ...inCountry.filter((street) => matches(street.street)),
      ...inCountry.filter((street) => !matches(street.street) && matches(`${street.street} ${street.city} ${street.postcode}`)),
    ]
      .slice(0, 5)
      .map((street) => {
        const main = streetLine(street, houseNumber);
        const secondary = `${street.city}, ${street.country === 'IT' ? `${street.county.short}, ` : ''}${countryName(street.country, language)}`;
        return {
          description: `${main}, ${secondary}`,
          place_id: placeIdOf(street, houseNumber),
          structured_formatting: { main_text: main, secondary_text: secondary },
          types: houseNumber ? ['street_address'] : ['route'],
        };
      });
    res.json({ status: predictions.length ? 'OK' : 'ZERO_RESULTS', predictions });
  });

  router.get('/maps/api/place/details/json', (req, res) => {
    const placeId = typeof req.query.place_id === 'string' ? req.query.place_id : '';
    if (!placeId) {
      res.json({ status: 'INVALID_REQUEST' });
      return;
    }
    const place = placeOf(placeId);
    if (!place) {
      res.json({ status: 'NOT_FOUND' });
      return;
    }
    const { street, houseNumber } = place;
    const language = languageOf(req);
    const country = countryName(street.country, language);
    res.json({
      status: 'OK',
      result: {
        place_id: placeId,
        formatted_address: `${streetLine(street, houseNumber)}, ${cityLine(street)}, ${country}`,
        address_components: [
          ...(houseNumber ? [{ long_name: houseNumber, short_name: houseNumber, types: ['street_number'] }] : []),
          { long_name: street.street, short_name: street.street, types: ['route'] },
          { long_name: street.city, short_name: street.city, types: ['locality', 'political'] },
          { long_name: street.county.long, short_name: street.county.short, types: ['administrative_area_level_2', 'political'] },
          { long_name: street.region.long, short_name: street.region.short, types: ['administrative_area_level_1', 'political'] },
          { long_name: country, short_name: street.country, types: ['country', 'political'] },
          { long_name: street.postcode, short_name: street.postcode, types: ['postal_code'] },
        ],
      },
    });
  });

  return router;
}
