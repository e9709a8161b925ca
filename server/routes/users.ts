import { z } from 'zod';
import { deleteAccountSchema, updateMeSchema, accountMessageSchema, contactChangeSchema, changePasswordSchema } from '@/lib/contracts/account';
import { publicUserSchema, meSchema, signupVerifySchema } from '@/lib/contracts/auth';
import { mixtapePageSchema } from '@/lib/contracts/catalog';
import { numericIdSchema, pageQuerySchema } from '@/lib/contracts/common';
import { favoriteListQuerySchema, favoritePageSchema, favoriteItemParamsSchema, favoriteStateSchema, historyBodySchema, historyEntrySchema, historyPageSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { playbackAnswerSchema, playbackBodySchema, savedPlaybackAnswerSchema } from '@/lib/contracts/playback';
import { purchasePageSchema, purchaseSchema } from '@/lib/contracts/payments';
import { playlistListQuerySchema, playlistPageSchema } from '@/lib/contracts/playlists';
import { ipHash } from '@/server/core/requester';
import { enforceRateLimit, envLimit } from '@/server/db/rate-limit';
import { method, route, routeNotFound, type RouteTable } from '@/server/http/route';
import { sendFile } from '@/server/http/send-file';
import { sendContactCode, confirmContact } from '@/server/account/contact';
import { deleteAccount } from '@/server/account/erase';
import { changePassword } from '@/server/account/password';
import { endEverySession } from '@/server/account/sessions';
import { changeSettings } from '@/server/account/settings';
import { getUser, toPublicUser, toMe } from '@/server/auth/users';
import { listFavorites, addFavorite, isFavorite, removeFavorite } from '@/server/library/favorites';
import { addHistory, listHistory } from '@/server/library/history';
import { clearPlayback, getPlayback, savePlayback } from '@/server/library/playback';
import { listVoted } from '@/server/library/votes';
import { listPurchases, getPurchase, receiptPdf } from '@/server/payments/purchases';
import { listOwnPlaylists } from '@/server/playlists/playlists';

/** What every method of /users/favorites/:kind/:id shares. */
const favoriteItem = { auth: 'required', query: favoriteItemParamsSchema, response: favoriteStateSchema } as const;

export const usersRoutes: RouteTable = {
  /**
   * Anyone's public profile. Private fields (email, phone, settings) are only ever served by /users/me. Ids are
   * sequential, so reads are limited per IP: the profiles cannot be walked as a directory.
   */
  '/api/v3/users/:id': route({
    GET: method({
      summary: "A user's public profile",
      response: publicUserSchema,
      // Only numbers are users: /users/likes and other words are paths of the API this route must not swallow.
      query: z.object({ id: z.string() }),
      handler: async ({ req, requester, query }) => {
        const id = numericIdSchema.safeParse(query.id);
        if (!id.success) throw routeNotFound(req);
        await enforceRateLimit(`users:profile:${ipHash(requester)}`, {
          limit: envLimit('RATE_LIMIT_PROFILES_PER_MINUTE', 30),
          windowSeconds: 60,
        });
        return toPublicUser(await getUser(id.data));
      },
    }),
  }),
  '/api/v3/users/dislikes': route({
    GET: method({
      summary: 'The mixtapes you disliked, newest first',
      auth: 'required',
      query: pageQuerySchema,
      response: mixtapePageSchema,
      handler: ({ user, query }) => listVoted(user.id, 'dislike', query.page, query.take),
    }),
  }),
  '/api/v3/users/favorites/:kind': route({
    GET: method({
      summary: 'Your favorite tracks, mixtapes or playlists, newest first',
      auth: 'required',
      query: favoriteListQuerySchema,
      response: favoritePageSchema,
      handler: ({ user, query }) => listFavorites(user.id, query.kind, query.page, query.take),
    }),
  }),
  '/api/v3/users/favorites/:kind/:id': route({
    GET: method({ ...favoriteItem, summary: 'Whether a track, mixtape or playlist is one of your favorites', handler: ({ user, query }) => isFavorite(user.id, query.kind, query.id) }),
    POST: method({ ...favoriteItem, summary: 'Add a favorite (adding it again changes nothing)', handler: ({ user, query }) => addFavorite(user.id, query.kind, query.id) }),
    DELETE: method({ ...favoriteItem, summary: 'Remove a favorite (removing one that is not there is no error)', handler: ({ user, query }) => removeFavorite(user.id, query.kind, query.id) }),
  }),
  '/api/v3/users/history': route({
    GET: method({
      summary: 'What you played and downloaded, newest first, each with its track or mixtape',
      auth: 'required',
      query: pageQuerySchema,
      response: historyPageSchema,
      handler: ({ user, query }) => listHistory(user.id, query.page, query.take),
    }),
    POST: method({
      summary: 'Record a download (or a play) in your history',
      auth: 'required',
      body: historyBodySchema,
      response: historyEntrySchema,
      handler: ({ user, body }) => addHistory(user.id, body),
    }),
  }),
  '/api/v3/users/likes': route({
    GET: method({
      summary: 'The mixtapes you liked, newest first',
      auth: 'required',
      query: pageQuerySchema,
      response: mixtapePageSchema,
      handler: ({ user, query }) => listVoted(user.id, 'like', query.page, query.take),
    }),
  }),
  '/api/v3/users/me': route({
    GET: method({ summary: 'Your account', auth: 'required', response: meSchema, handler: async ({ user }) => toMe(await getUser(user.id)) }),
    PATCH: method({
      summary: 'Change your account settings: full name, username (409 when taken), two-factor codes (with current_password)',
      auth: 'required',
      body: updateMeSchema,
      response: meSchema,
      handler: ({ requester, user, body }) => changeSettings(requester, user, body),
    }),
    DELETE: method({
      summary: 'Delete your account with its password: your data is erased and every session ends (204)',
      auth: 'required',
      body: deleteAccountSchema,
      handler: ({ requester, user, body }) => deleteAccount(requester, user, body),
    }),
  }),
  '/api/v3/users/me/contact': route({
    POST: method({
      summary: 'Send a code to a new email or phone for your account (a sign-up code\'s body and current_password)',
      auth: 'required',
      body: contactChangeSchema,
      response: accountMessageSchema,
      handler: ({ requester, user, body }) => sendContactCode(requester, user, body),
    }),
  }),
  '/api/v3/users/me/contact/verify': route({
    POST: method({
      summary: 'Confirm a new email or phone with its code: it becomes your account\'s',
      auth: 'required',
      body: signupVerifySchema,
      response: meSchema,
      handler: ({ requester, user, body }) => confirmContact(requester, user, body),
    }),
  }),
  '/api/v3/users/me/password': route({
    POST: method({
      summary: 'Change your password with the current one; your other sessions end',
      auth: 'required',
      body: changePasswordSchema,
      response: accountMessageSchema,
      handler: ({ requester, user, body }) => changePassword(requester, user, body),
    }),
  }),
  '/api/v3/users/me/playback': route({
    GET: method({
      summary: 'Where you were listening, saved by one of your devices in the last day (`state` null otherwise): the queue as tracks, the current one, the position and the device',
      auth: 'required',
      response: playbackAnswerSchema,
      handler: ({ user }) => getPlayback(user.id),
    }),
    PUT: method({
      summary:
        'Save where this device is listening. While another device plays, only `take_over: true` saves: otherwise nothing changes and the answer is that device\'s state (a `device_id` not yours: pause)',
      auth: 'required',
      body: playbackBodySchema,
      response: savedPlaybackAnswerSchema,
      handler: ({ user, body }) => savePlayback(user.id, body),
    }),
    DELETE: method({
      summary: 'Forget where you were listening (declining to continue it elsewhere) (204)',
      auth: 'required',
      handler: ({ user }) => clearPlayback(user.id),
    }),
  }),
  '/api/v3/users/me/sessions': route({
    DELETE: method({ summary: 'Log out on every device, this one included (204)', auth: 'required', handler: ({ user }) => endEverySession(user) }),
  }),
  '/api/v3/users/playlists': route({
    GET: method({
      summary: 'Your playlists, private ones included, newest first',
      auth: 'required',
      query: playlistListQuerySchema,
      response: playlistPageSchema,
      handler: ({ query, user }) => listOwnPlaylists(user.id, query.page, query.take),
    }),
  }),
  '/api/v3/users/purchases': route({
    GET: method({
      summary: 'The mixtapes you bought, newest first, each with its receipt',
      auth: 'required',
      query: pageQuerySchema,
      response: purchasePageSchema,
      handler: ({ user, query }) => listPurchases(user.id, query.page, query.take),
    }),
  }),
  '/api/v3/users/purchases/:id': route({
    GET: method({ summary: 'One of your purchases (anyone else\'s is a 404)', auth: 'required', query: idParamsSchema, response: purchaseSchema, handler: ({ user, query }) => getPurchase(user.id, query.id) }),
  }),
  '/api/v3/users/purchases/:id/receipt': route({
    GET: method({ summary: 'The receipt of one of your purchases, as a PDF', auth: 'required', query: idParamsSchema, handler: async ({ req, res, user, query }) => sendFile(req, res, await receiptPdf(user.id, query.id)) }),
  }),
};
