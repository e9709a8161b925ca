import { alertSettingsPatchSchema, alertSettingsSchema, reminderParamsSchema, reminderStateSchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@/lib/contracts/alerts';
import { method, route, type RouteTable } from '@/server/http/route';
import { changeAlertSettings, getAlertSettings, unsubscribe } from '@/server/discovery/alert-settings';
import { addReminder, getReminder, removeReminder } from '@/server/discovery/reminders';

// Release alerts: the unsubscribe link of their emails (no log-in), a member's alert settings, and 'Notify me'.

/** What every method of /users/reminders/:mixtapeId shares. */
const reminder = { auth: 'required', query: reminderParamsSchema, response: reminderStateSchema } as const;

export const alertsRoutes: RouteTable = {
  '/api/v3/alerts/unsubscribe': route({
    POST: method({
      summary:
        "Turn off the kind of alert email the token of its unsubscribe link names, without logging in: the one-click unsubscribe of the email's `List-Unsubscribe` header (RFC 8058, body `List-Unsubscribe=One-Click`) and the site's unsubscribe page. A token not made here is a 400",
      // Mail apps post `List-Unsubscribe=One-Click` form-encoded or as multipart/form-data (the RFC's own example);
      // the site's page posts JSON or nothing. The body is not read: the token says who and what.
      accepts: ['form', 'multipart', 'json'],
      query: unsubscribeQuerySchema,
      response: unsubscribeResultSchema,
      handler: ({ query }) => unsubscribe(query.token),
    }),
  }),
  '/api/v3/users/me/alerts': route({
    GET: method({ summary: 'Which alert emails you get: each kind on (true) or off', auth: 'required', response: alertSettingsSchema, handler: ({ user }) => getAlertSettings(user.id) }),
    PATCH: method({
      summary: 'Turn kinds of alert email on or off (`artists`, `djs`, `podcasts`, `coming_soon`); the others stay as they are',
      auth: 'required',
      body: alertSettingsPatchSchema,
      response: alertSettingsSchema,
      handler: ({ user, body }) => changeAlertSettings(user.id, body),
    }),
  }),
  '/api/v3/users/reminders/:mixtapeId': route({
    GET: method({ ...reminder, summary: "Whether you asked to be emailed when a Coming Soon mixtape is out ('Notify me')", handler: ({ user, query }) => getReminder(user.id, query.mixtapeId) }),
    POST: method({
      ...reminder,
      summary: "'Notify me': one email when this Coming Soon mixtape is out (asking again changes nothing; 409 once it is out)",
      handler: ({ user, query }) => addReminder(user.id, query.mixtapeId),
    }),
    DELETE: method({ ...reminder, summary: "Cancel 'Notify me' on a mixtape (cancelling one that is not there is no error)", handler: ({ user, query }) => removeReminder(user.id, query.mixtapeId) }),
  }),
};
