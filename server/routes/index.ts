import type { RouteTable } from '@/server/http/route';
import { accountsV2Routes } from './accounts-v2';
import { adminRoutes } from './admin';
import { alertsRoutes } from './alerts';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { chartsRoutes } from './charts';
import { commentsRoutes } from './comments';
import { contactRoutes } from './contact';
import { devRoutes } from './dev';
import { docsRoutes } from './docs';
import { followingRoutes } from './following';
import { offlineRoutes } from './offline';
import { paymentsRoutes } from './payments';
import { playbackRoutes } from './playback';
import { playlistsRoutes } from './playlists';
import { premiumRoutes } from './premium';
import { serviceRoutes } from './service';
import { studioRoutes } from './studio';
import { telemetryRoutes } from './telemetry';
import { usersRoutes } from './users';

// The API's one route table: every endpoint is declared once, in the file of its area beside this one (its methods,
// schemas, auth, cache and handler, which calls into the domain). The router (server/http/api-router.ts) serves it
// and the OpenAPI document (server/openapi/document.ts) describes it: add an endpoint to its area's table.

/** Every route the OpenAPI document describes. */
export const documentedRoutes: RouteTable = {
  ...serviceRoutes,
  ...catalogRoutes,
  ...chartsRoutes,
  ...playbackRoutes,
  ...offlineRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...followingRoutes,
  ...alertsRoutes,
  ...playlistsRoutes,
  ...commentsRoutes,
  ...premiumRoutes,
  ...paymentsRoutes,
  ...telemetryRoutes,
  ...contactRoutes,
  ...accountsV2Routes,
  ...studioRoutes,
  ...adminRoutes,
};

/** Every route the API serves: those, their documentation, and the development tools (which exist only for whoever holds their key). */
export const apiRoutes: RouteTable = { ...documentedRoutes, ...docsRoutes(documentedRoutes), ...devRoutes };
