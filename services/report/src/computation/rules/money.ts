/** Integer cents of a euro amount (amounts are compared and divided in cents, never in floating euros). */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** Euros of integer cents, with 2 decimals. */
export const toEuros = (cents: number): number => Math.round(cents) / 100;

/** Whole euros, rounded down: a suggested maximum never overstates what the income allows. */
export const wholeEurosDown = (cents: number): number => Math.floor(cents / 100);
