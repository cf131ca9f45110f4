/** Header and query names of the API contract (spec 1§7). */
export const HEADER_APPLICATION_TYPE = 'application-type';
export const HEADER_REGION = 'region';
export const HEADER_OCCUPATION = 'occupation';
export const QUERY_APPLICATION_ID = 'application_id';
export const QUERY_LANG = 'lang';
/** Where the session's bearer token is kept in the browser (spec 1§4: cookie and local storage). */
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
/** Base path of every API call (spec 1§7). */
export const API_BASE_PATH = '/api';
/** Message after the utility-call retries are used up (spec 1§7). */
export const UTILITY_CALL_FAILED_MESSAGE = 'Failed after 3 retries.';
/**
 * The message of a 503 (a saturated database pool, a database or provider outage; the answer carries
 * Retry-After): the screens' "try again" text, a key of the common namespace.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Common.Error.ServiceUnavailable';
/** Where a pending invitation code is kept between visits (spec 1§2: stored in local storage). */
export const INVITATION_CODE_STORAGE_KEY = 'invitation_code';
/**
 * A random id the browser keeps for itself (local storage), sent with every API call: rate limits count
 * per device as well as per IP address, so people behind one shared office or mobile-network address
 * do not lock each other out (issue 22). Not an identity: only a bucket name.
 */
export const HEADER_DEVICE_ID = 'device-id';
export const DEVICE_ID_STORAGE_KEY = 'device_id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
