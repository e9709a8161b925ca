import { useEffect, useState } from 'react';
import {
  checkPasswordStrength,
  loadPasswordEstimator,
  passwordLengthProblem,
  type IdentityFields,
  type PasswordStrength,
} from '@/lib/password-strength';

interface Checked {
  password: string;
  /** The identity fields it was checked with, as a key. */
  inputs: string;
  strength?: PasswordStrength;
  /** The estimator could not be loaded (a chunk that failed to download, say). */
  failed?: boolean;
}

export interface PasswordStrengthState {
  /** The latest result for this password; it may still be for the previous identity fields. */
  strength?: PasswordStrength;
  /** No result for this password yet. */
  checking: boolean;
  failed: boolean;
  /** The server will accept it: checked for exactly these fields, or only the length rule if the estimator is out of reach. */
  acceptable: boolean;
}

/**
 * The strength of a password being typed, by the same rule the server applies (lib/password-strength.ts),
 * with the user's identity fields as zxcvbn user inputs. Mounting starts loading the estimator's chunk, so
 * the dictionaries come over the network when a password form opens, never with the page.
 */
export function usePasswordStrength(password: string, identity: IdentityFields): PasswordStrengthState {
  const inputs = JSON.stringify(identity);
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    loadPasswordEstimator().catch(() => {
      // Reported by the check below, which tries again.
    });
  }, []);

  useEffect(() => {
    if (!password) return;
    let current = true;
    checkPasswordStrength(password, JSON.parse(inputs) as IdentityFields).then(
      (strength) => current && setChecked({ password, inputs, strength }),
      () => current && setChecked({ password, inputs, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [password, inputs]);

  const latest = password && checked?.password === password ? checked : null;
  const exact = latest?.inputs === inputs ? latest : null;
  const failed = !!latest?.failed;
  return {
    strength: latest?.strength,
    checking: !!password && !latest,
    failed,
    acceptable: exact ? (exact.strength?.acceptable ?? (failed && !passwordLengthProblem(password))) : false,
  };
}
