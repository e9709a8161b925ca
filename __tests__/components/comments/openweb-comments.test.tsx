import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OpenWebComments, type OpenWebCommentsProps } from '@/components/comments/openweb-comments';
import { MISSING_SPOT_ID_MESSAGE } from '@/hooks/comments/use-openweb';
import { logout } from '@/services/common/auth-session';
import { applyThemeMode } from '@/services/common/theme-mode';
import { formBody, logIn, resetAuthState, V3 } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const props: OpenWebCommentsProps = {
  spotId: 'sp_Test123',
  postId: '42',
  postUrl: 'https://mixtapes.example.com/mixtape/summer-heat',
  articleTags: ['Nova Reign', 'DJ Drama Queen', 'Hip-Hop'],
  authorId: '1',
  socialReviews: true,
  categories: ['Nova Reign', 'Hip-Hop'],
};

/** A stand-in for what OpenWeb's script puts on window.SPOTIM once ready. */
function fakeSpotIm(codeA = 'code-a-1') {
  const completed: string[] = [];
  const spotIm = {
    startSSO: jest.fn((handshake: (codeA: string, complete: (codeB: string) => void) => void) => {
      handshake(codeA, (codeB) => completed.push(codeB));
      return Promise.resolve({ type: 'SSO_Complete' });
    }),
    logout: jest.fn(() => Promise.resolve()),
  };
  return { spotIm, completed };
}

const launchers = () => document.querySelectorAll('script[src^="https://launcher.spot.im/spot/"]');

beforeEach(() => {
  resetAuthState();
  delete window.SPOTIM;
  launchers().forEach((script) => script.remove());
  window.history.replaceState(null, '', '/mixtape/summer-heat');
});
afterEach(() => jest.restoreAllMocks());

it("dispatches an 'ow-event' error on the document and renders nothing without a spot id", () => {
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  document.addEventListener('ow-event', listener);
  const { container } = renderWithProviders(<OpenWebComments {...props} spotId={null} />);
  document.removeEventListener('ow-event', listener);
  expect(events).toEqual([{ type: 'error', message: MISSING_SPOT_ID_MESSAGE }]);
  expect(MISSING_SPOT_ID_MESSAGE).toMatch(/spot-id could not be found/);
  expect(container).toBeEmptyDOMElement();
  expect(launchers()).toHaveLength(0);
});

it('loads the launcher of the spot id once, and gives the blocks their embed parameters', () => {
  window.history.replaceState(null, '', '/mixtape/summer-heat?scrollToComment=c1&scrollToReply=r2');
  const { container } = renderWithProviders(
    <>
      <OpenWebComments {...props} />
      <OpenWebComments {...props} />
    </>,
  );
  expect(launchers()).toHaveLength(1);
  expect(launchers()[0]).toHaveAttribute('src', 'https://launcher.spot.im/spot/sp_Test123');
  expect(launchers()[0]).toHaveAttribute('data-spotim-module', 'spotim-launcher');
  const conversation = container.querySelector('[data-spotim-module="conversation"]')!;
  expect(Object.fromEntries(Object.entries((conversation as HTMLElement).dataset))).toEqual({
    spotimModule: 'conversation',
    postId: '42',
    postUrl: 'https://mixtapes.example.com/mixtape/summer-heat',
    articleTags: 'Nova Reign,DJ Drama Queen,Hip-Hop',
    socialReviews: 'true',
    theme: 'dark',
    authorId: '1',
    scrollToComment: 'c1',
    scrollToReply: 'r2',
  });
  const pitch = container.querySelector('[data-spotim-module="pitc"]') as HTMLElement;
  expect(pitch.dataset).toMatchObject({ isSidebar: 'false', categories: 'Nova Reign,Hip-Hop' });
});

it("follows the site's theme when it changes", () => {
  const { container } = renderWithProviders(<OpenWebComments {...props} />);
  const conversation = () => container.querySelector('[data-spotim-module="conversation"]') as HTMLElement;
  act(() => applyThemeMode('light'));
  expect(conversation().dataset.theme).toBe('light');
  act(() => applyThemeMode('dark'));
  expect(conversation().dataset.theme).toBe('dark');
});

it("signs a member in once the provider is ready: code_a goes form-encoded to /spotim/login and its code_b completes the handshake", async () => {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(`${V3}/spotim/login`, async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      sent.push(await formBody(request));
      return HttpResponse.json({ code_b: 'code-b-1' });
    }),
  );
  logIn();
  renderWithProviders(<OpenWebComments {...props} />);
  const { spotIm, completed } = fakeSpotIm();
  window.SPOTIM = spotIm;
  act(() => void document.dispatchEvent(new Event('spot-im-api-ready')));
  await waitFor(() => expect(completed).toEqual(['code-b-1']));
  expect(sent).toEqual([{ code_a: 'code-a-1' }]);
  expect(spotIm.startSSO).toHaveBeenCalledTimes(1);
  expect(spotIm.logout).not.toHaveBeenCalled();
});

it('clears access_token, v2_token and user, logs and reports the error when the sign-on call fails', async () => {
  server.use(http.post(`${V3}/spotim/login`, () => HttpResponse.json({ statusCode: 502, message: 'The comments provider could not sign you in.', error: 'Bad Gateway' }, { status: 502 })));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onError = jest.fn();
  logIn();
  const { spotIm, completed } = fakeSpotIm();
  window.SPOTIM = spotIm;
  renderWithProviders(<OpenWebComments {...props} onError={onError} />);
  await waitFor(() => expect(onError).toHaveBeenCalled());
  for (const key of ['access_token', 'v2_token', 'user']) expect(localStorage.getItem(key)).toBeNull();
  expect(completed).toEqual([]);
  expect(consoleError).toHaveBeenCalledWith('Could not sign in to the comments', expect.anything());
});

it('logs out of the provider when the member logs out, and reports a failed log-out', async () => {
  server.use(http.post(`${V3}/auth/logout`, () => new HttpResponse(null, { status: 204 })));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onError = jest.fn();
  logIn();
  const { spotIm } = fakeSpotIm();
  spotIm.startSSO.mockImplementation(() => Promise.resolve({ type: 'SSO_AlreadyLoggedIn' }));
  spotIm.logout.mockImplementation(() => Promise.reject(new Error('provider unreachable')));
  window.SPOTIM = spotIm;
  renderWithProviders(<OpenWebComments {...props} onError={onError} />);
  expect(spotIm.startSSO).toHaveBeenCalledTimes(1);
  act(() => logout());
  await waitFor(() => expect(spotIm.logout).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('provider unreachable')));
  expect(consoleError).toHaveBeenCalledWith('Could not log out of the comments', expect.anything());
});
