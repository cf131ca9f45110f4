/** Header and query names of the API contract (spec 1§7). */
export const HEADER_APPLICATION_TYPE = 'application-type';
export const HEADER_REGION = 'region';
export const HEADER_OCCUPATION = 'occupation';
export const QUERY_APPLICATION_ID = 'application_id';
export const QUERY_LANG = 'lang';
