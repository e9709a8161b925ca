import { useEffect, useRef } from 'react';
import { dropSession } from '@/services/common/auth-session';
import { commentsService } from '@/services/comments';
import { dispatchOpenWebEvent, loadLauncher, whenOpenWebReady } from '@/services/comments/openweb';
import { useAppStore } from '@/store';

export const MISSING_SPOT_ID_MESSAGE = 'OpenWeb: the spot-id could not be found.';

/**
 * OpenWeb in the page (see docs/product.md, Comments): its launcher script, added once per page, or without a spot
 * id an `ow-event` error on the document; then its single sign-on.
 */
export function useOpenWeb(spotId: string | null, onError?: (error: unknown) => void): void {
  useEffect(() => {
    if (spotId) loadLauncher(spotId);
    else dispatchOpenWebEvent({ type: 'error', message: MISSING_SPOT_ID_MESSAGE });
  }, [spotId]);
  useOpenWebSso(Boolean(spotId), onError);
}

/**
 * OpenWeb's single sign-on (see docs/product.md, Comments), once the provider's script is ready: a logged-in member
 * is signed in to it (its code_a goes to POST /spotim/login, whose code_b completes the handshake), anyone else is
 * logged out of it, so logging out of the site logs out of the comments too. A failure is logged to the console
 * and passed to `onError`; a failed sign-on call also forgets the session in this browser.
 */
function useOpenWebSso(enabled: boolean, onError?: (error: unknown) => void): void {
  const authReady = useAppStore((s) => s.authReady);
  const userId = useAppStore((s) => (s.isLoggedIn ? (s.userInfor?.id ?? null) : null));
  const errorCallback = useRef(onError);
  useEffect(() => {
    errorCallback.current = onError;
  });

  useEffect(() => {
    if (!enabled || !authReady) return;
    const fail = (what: string) => (error: unknown) => {
      console.error(what, error);
      errorCallback.current?.(error);
    };
    return whenOpenWebReady((spotIm) => {
      if (userId === null) {
        spotIm.logout().catch(fail('Could not log out of the comments'));
        return;
      }
      spotIm
        .startSSO(async (codeA, complete) => {
          try {
            complete(await (await commentsService()).spotimLogin(codeA));
          } catch (error) {
            dropSession();
            fail('Could not sign in to the comments')(error);
          }
        })
        .catch(fail('Could not sign in to the comments'));
    });
  }, [enabled, authReady, userId]);
}
