import { derivedKey } from '../core/secret';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'mixtape-site';
const AUDIENCE = 'mixtape-api';

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

/**
 * jose 6 ships ESM only. Loaded on first use rather than at module scope, so routes that never see a token
 * (and test runners that load every route through CommonJS) do not need it.
 */
const loadJose = () => import('jose');

export async function signAccessToken({ userId, sessionId }: AccessClaims): Promise<string> {
  const { SignJWT } = await loadJose();
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(derivedKey('jwt'));
}

/**
 * The claims of a valid token, or null for anything forged, expired or malformed. `ignoreExpiry` is for
 * logout only: an expired but genuine token still says which session to end.
 */
export async function verifyAccessToken(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
  const { jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(token, derivedKey('jwt'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTolerance: options.ignoreExpiry ? '30 days' : 0,
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof sessionId !== 'number' || !Number.isInteger(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}
