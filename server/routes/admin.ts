import { grantRoleSchema, userRolesSchema } from '@/lib/contracts/auth';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route, type RouteTable } from '@/server/http/route';
import { grantRole } from '@/server/auth/roles';

export const adminRoutes: RouteTable = {
  '/api/v3/admin/users/:id/roles': route({
    POST: method({
      summary: "Grant or remove an account's role (admins only): { role: 'creator' | 'admin', grant }",
      auth: 'required',
      query: idParamsSchema,
      body: grantRoleSchema,
      response: userRolesSchema,
      handler: ({ user, query, body }) => grantRole(user.id, query.id, body.role, body.grant),
    }),
  }),
};
