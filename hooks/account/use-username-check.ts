import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUsername } from '@/services/common/auth';
import { useAppStore } from '@/store';

/** The username is checked after 500 ms without typing (see docs/product.md, Accounts and sign-up). */
export const USERNAME_CHECK_DELAY = 500;

/**
 * Availability of the username being typed: checked after a pause and on blur (`checkNow`), once per
 * name. `available` is undefined until the answer for the current name is in, so an answer for an
 * older name is never shown against a newer one.
 */
export function useUsernameCheck(username: string) {
  const name = username.trim();
  const [answer, setAnswer] = useState<{ name: string; available: boolean } | null>(null);
  const requested = useRef('');
  const setAuthFlags = useAppStore((s) => s.setAuthFlags);

  const check = useCallback(
    (value: string) => {
      if (!value || value === requested.current) return;
      requested.current = value;
      setAuthFlags({ checkingUserName: true });
      checkUsername(value)
        .then((available) => {
          if (requested.current === value) setAnswer({ name: value, available });
        })
        .catch(() => {
          // Unknown stays unknown (Create Account stays off); the next pause or blur asks again.
          if (requested.current === value) requested.current = '';
        })
        .finally(() => {
          if (requested.current === value || requested.current === '') setAuthFlags({ checkingUserName: false });
        });
    },
    [setAuthFlags],
  );

  useEffect(() => {
    const timer = setTimeout(() => check(name), USERNAME_CHECK_DELAY);
    return () => clearTimeout(timer);
  }, [name, check]);

  const checkNow = useCallback(() => check(name), [check, name]);
  return { available: answer?.name === name ? answer.available : undefined, checkNow };
}
