import { createRoute, z } from '@hono/zod-openapi';
import { loginSchema, registerSchema } from '#common/schemas/auth.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
});
const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const routes = {
  register: createRoute({
    method: 'post',
    path: '/register',
    summary: 'Create an account',
    request: body(registerSchema),
    responses: {
      201: jsonContent(z.object({ message: z.string() }), 'Account created'),
      400: jsonContent(errorSchema, 'Invalid input'),
      409: jsonContent(errorSchema, 'E-mail already registered'),
      429: jsonContent(errorSchema, 'Too many sign-ups from this address, or the server is busy (see Retry-After)'),
    },
  }),
  login: createRoute({
    method: 'post',
    path: '/login',
    summary: 'Sign in: sets the httpOnly session cookie',
    request: body(loginSchema),
    responses: {
      200: jsonContent(z.object({ user: userSchema }), 'Signed in'),
      400: jsonContent(errorSchema, 'Invalid input'),
      401: jsonContent(errorSchema, 'Invalid credentials'),
      429: jsonContent(errorSchema, 'Too many attempts, or the server is busy (see Retry-After)'),
    },
  }),
  logout: createRoute({
    method: 'post',
    path: '/logout',
    summary: 'Sign out: ends the session on the server',
    responses: { 200: jsonContent(z.object({ message: z.string() }), 'Signed out') },
  }),
  me: createRoute({
    method: 'get',
    path: '/me',
    summary: 'The signed-in account, or null',
    responses: { 200: jsonContent(z.object({ user: userSchema.nullable() }), 'Current account') },
  }),
};

export function authApi({ auth }: Services) {
  return apiRouter()
    .openapi(routes.register, async (c) => {
      const { name, email, password } = c.req.valid('json');
      await auth.register({ name, email, password }, c.get('shop').address, c.get('shop').lang);
      return c.json({ message: c.get('shop').t('account.registerSuccess') }, 201);
    })
    .openapi(routes.login, async (c) => {
      const { email, password } = c.req.valid('json');
      const user = await c.get('shop').signIn(email, password);
      return c.json({ user }, 200);
    })
    .openapi(routes.logout, async (c) => {
      await c.get('shop').signOut();
      return c.json({ message: c.get('shop').t('account.signedOut') }, 200);
    })
    .openapi(routes.me, (c) => c.json({ user: c.get('shop').user }, 200));
}
