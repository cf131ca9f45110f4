import { jest } from '@jest/globals';
import { applicationStarted, listingLoaded, reportCompleted, routeChanged } from '@tenant/contracts';
import type { RouteContext } from '@tenant/contracts';
import { createShellStore } from '../app/create-shell-store.js';

type PostMessage = (message: unknown, targetOrigin: string) => void;

const framedWindow = (parentOrigin: string | null) => {
  const postMessage = jest.fn<PostMessage>();
  const win = {
    parent: { postMessage },
    location: { ancestorOrigins: parentOrigin ? [parentOrigin] : [] },
    document: { referrer: '' },
  } as unknown as Window;
  return { win, postMessage };
};

const route = (stepRouter: string, applicationId: string | null = 'app-1'): RouteContext => ({ lang: 'en', appType: 'rapid', applicationId, listingId: '1004', stepRouter });
const store = (win: Window, partnerOrigins: string[] = []) => createShellStore(() => undefined, { config: { partnerOrigins, regionHosts: {} }, redirectTo: () => undefined, window: win });
const partnerListing = { id: 1004, listingUuid: 'u', lanPays: false, company: { logo: null, url: 'https://rapidrent.example/apply', partnerUuid: 'p', visualPrimaryColor: null, visualSecondaryColor: null, visualBackgroundColor: null, visualHeaderColor: null, termsUrl: null, privacyUrl: null } };

describe('embedded use: events to the parent window (spec 1§2, 2§4)', () => {
  it('posts STARTED once when the personal-details screen reports the start and COMPLETED on report completion, to the partner origin only', () => {
    const { win, postMessage } = framedWindow('https://rapidrent.example');
    const sut = store(win);
    sut.dispatch(listingLoaded({ listing: partnerListing }));
    sut.dispatch(routeChanged(route('sign-up')));
    expect(postMessage).not.toHaveBeenCalled();
    sut.dispatch(routeChanged(route('personal-details')));
    expect(postMessage).not.toHaveBeenCalled();
    sut.dispatch(applicationStarted({ applicationId: 'app-1' }));
    sut.dispatch(applicationStarted({ applicationId: 'app-1' }));
    expect(postMessage.mock.calls).toEqual([[{ type: 'event', applicationId: 'app-1', value: 'STARTED' }, 'https://rapidrent.example']]);
    sut.dispatch(reportCompleted({ applicationId: 'app-1', reportId: 'r-1' }, 'app-1'));
    expect(postMessage.mock.calls[1]).toEqual([{ type: 'event', applicationId: 'app-1', value: 'COMPLETED' }, 'https://rapidrent.example']);
  });

  it('posts to a configured partner origin', () => {
    const { win, postMessage } = framedWindow('https://partner.example:8443');
    store(win, ['https://partner.example:8443']).dispatch(applicationStarted({ applicationId: 'app-1' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'event', applicationId: 'app-1', value: 'STARTED' }, 'https://partner.example:8443');
  });

  it('posts nothing to a parent that is not an allowed partner', () => {
    const { win, postMessage } = framedWindow('https://evil.example');
    const sut = store(win, ['https://partner.example']);
    sut.dispatch(listingLoaded({ listing: partnerListing }));
    sut.dispatch(applicationStarted({ applicationId: 'app-1' }));
    sut.dispatch(reportCompleted({ applicationId: 'app-1', reportId: 'r' }, 'app-1'));
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('never posts to "*": without a known parent origin it addresses each allowed origin', () => {
    const { win, postMessage } = framedWindow(null);
    store(win, ['https://a.example', 'https://b.example']).dispatch(applicationStarted({ applicationId: 'app-1' }));
    expect(postMessage.mock.calls.map(([, origin]) => origin)).toEqual(['https://a.example', 'https://b.example']);
  });

  it('posts nothing when not framed, nor on merely entering the route', () => {
    const postMessage = jest.fn<PostMessage>();
    const win = { location: { ancestorOrigins: [] }, document: { referrer: '' }, postMessage } as unknown as Window & { parent: Window };
    Object.assign(win, { parent: win });
    store(win, ['https://partner.example']).dispatch(applicationStarted({ applicationId: 'app-1' }));
    const framed = framedWindow('https://partner.example');
    store(framed.win, ['https://partner.example']).dispatch(routeChanged(route('personal-details')));
    expect(postMessage).not.toHaveBeenCalled();
    expect(framed.postMessage).not.toHaveBeenCalled();
  });
});
