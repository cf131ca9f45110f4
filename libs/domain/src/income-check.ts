import type { Region } from './constants.js';

/** Bank-statement upload is optional for Unemployed, and for Self-employed in Germany (spec 2§4 Income check). */
export const isBankStatementOptional = (employmentStatus: string | null | undefined, region: Region): boolean =>
  employmentStatus === 'Unemployed' || (employmentStatus === 'Self-employed' && region === 'de');
