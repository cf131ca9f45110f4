/**
 * The address sandbox's gazetteer: a few real Italian and German streets with their postcode, city,
 * province (Italy) or district, and region or state. Data, not code: add streets here.
 */
export interface GazetteerStreet {
  id: string;
  /** ISO alpha-2 */
  country: 'IT' | 'DE';
  street: string;
  city: string;
  postcode: string;
  /** administrative_area_level_2: the Italian province (with its sigla) or the German district */
  county: { long: string; short: string };
  /** administrative_area_level_1: the Italian region or the German state */
  region: { long: string; short: string };
}

const milano = { long: 'Città Metropolitana di Milano', short: 'MI' };
const roma = { long: 'Città Metropolitana di Roma Capitale', short: 'RM' };
const torino = { long: 'Città Metropolitana di Torino', short: 'TO' };
const napoli = { long: 'Città Metropolitana di Napoli', short: 'NA' };
const firenze = { long: 'Città Metropolitana di Firenze', short: 'FI' };
const bologna = { long: 'Città Metropolitana di Bologna', short: 'BO' };
const lombardia = { long: 'Lombardia', short: 'Lombardia' };
const lazio = { long: 'Lazio', short: 'Lazio' };
const piemonte = { long: 'Piemonte', short: 'Piemonte' };
const campania = { long: 'Campania', short: 'Campania' };
const toscana = { long: 'Toscana', short: 'Toscana' };
const emilia = { long: 'Emilia-Romagna', short: 'Emilia-Romagna' };
const berlin = { long: 'Berlin', short: 'BE' };
const bayern = { long: 'Bayern', short: 'BY' };
const hamburg = { long: 'Hamburg', short: 'HH' };
const nrw = { long: 'Nordrhein-Westfalen', short: 'NRW' };
const hessen = { long: 'Hessen', short: 'HE' };

export const GAZETTEER: GazetteerStreet[] = [
  { id: 'it-mi-via-roma', country: 'IT', street: 'Via Roma', city: 'Milano', postcode: '20121', county: milano, region: lombardia },
  { id: 'it-to-via-roma', country: 'IT', street: 'Via Roma', city: 'Torino', postcode: '10123', county: torino, region: piemonte },
  { id: 'it-mi-corso-buenos-aires', country: 'IT', street: 'Corso Buenos Aires', city: 'Milano', postcode: '20124', county: milano, region: lombardia },
  { id: 'it-mi-via-montenapoleone', country: 'IT', street: 'Via Monte Napoleone', city: 'Milano', postcode: '20121', county: milano, region: lombardia },
  { id: 'it-rm-via-del-corso', country: 'IT', street: 'Via del Corso', city: 'Roma', postcode: '00186', county: roma, region: lazio },
  { id: 'it-rm-via-nazionale', country: 'IT', street: 'Via Nazionale', city: 'Roma', postcode: '00184', county: roma, region: lazio },
  { id: 'it-rm-via-appia-nuova', country: 'IT', street: 'Via Appia Nuova', city: 'Roma', postcode: '00183', county: roma, region: lazio },
  { id: 'it-na-via-toledo', country: 'IT', street: 'Via Toledo', city: 'Napoli', postcode: '80134', county: napoli, region: campania },
  { id: 'it-fi-via-de-tornabuoni', country: 'IT', street: "Via de' Tornabuoni", city: 'Firenze', postcode: '50123', county: firenze, region: toscana },
  { id: 'it-bo-via-dell-indipendenza', country: 'IT', street: "Via dell'Indipendenza", city: 'Bologna', postcode: '40121', county: bologna, region: emilia },
  { id: 'it-to-via-garibaldi', country: 'IT', street: 'Via Giuseppe Garibaldi', city: 'Torino', postcode: '10122', county: torino, region: piemonte },
  { id: 'de-b-friedrichstrasse', country: 'DE', street: 'Friedrichstraße', city: 'Berlin', postcode: '10117', county: berlin, region: berlin },
  { id: 'de-b-unter-den-linden', country: 'DE', street: 'Unter den Linden', city: 'Berlin', postcode: '10117', county: berlin, region: berlin },
  { id: 'de-b-kastanienallee', country: 'DE', street: 'Kastanienallee', city: 'Berlin', postcode: '10435', county: berlin, region: berlin },
  { id: 'de-m-maximilianstrasse', country: 'DE', street: 'Maximilianstraße', city: 'München', postcode: '80539', county: { long: 'München', short: 'München' }, region: bayern },
  { id: 'de-m-leopoldstrasse', country: 'DE', street: 'Leopoldstraße', city: 'München', postcode: '80802', county: { long: 'München', short: 'München' }, region: bayern },
  { id: 'de-hh-jungfernstieg', country: 'DE', street: 'Jungfernstieg', city: 'Hamburg', postcode: '20354', county: hamburg, region: hamburg },
  { id: 'de-k-hohe-strasse', country: 'DE', street: 'Hohe Straße', city: 'Köln', postcode: '50667', county: { long: 'Köln', short: 'Köln' }, region: nrw },
  { id: 'de-d-koenigsallee', country: 'DE', street: 'Königsallee', city: 'Düsseldorf', postcode: '40212', county: { long: 'Düsseldorf', short: 'Düsseldorf' }, region: nrw },
  { id: 'de-f-zeil', country: 'DE', street: 'Zeil', city: 'Frankfurt am Main', postcode: '60313', county: { long: 'Frankfurt am Main', short: 'Frankfurt am Main' }, region: hessen },
  { id: 'de-hd-hauptstrasse', country: 'DE', street: 'Hauptstraße', city: 'Heidelberg', postcode: '69117', county: { long: 'Heidelberg', short: 'Heidelberg' }, region: { long: 'Baden-Württemberg', short: 'BW' } },
];
