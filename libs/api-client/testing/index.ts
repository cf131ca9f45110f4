// Test helpers of the front ends: a network-level fetch stub and the served country list.
export { restoreFetchStubs, stubFetch } from './fetch-stub.js';
export type { FetchStub, StubHandler, StubRoute, StubbedResponse } from './fetch-stub.js';
export { countryFlagsRoute, SERVED_COUNTRIES } from './country-flags.js';
export { restoreXhrStubs, stubXhr } from './xhr-stub.js';
export type { StubbedXhr, XhrRoute, XhrStub } from './xhr-stub.js';
export { uploadedDocument } from './uploaded-document.js';
