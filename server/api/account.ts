import { createRoute, z } from '@hono/zod-openapi';
import { COUNTRIES } from '#common/countries.ts';
import { changePasswordSchema } from '#common/schemas/auth.ts';
import { profileSchema } from '#common/schemas/profile.ts';
import type { Services } from '../context.ts';
import type { SessionUser } from '../services/auth.server.ts';
import type { RequestShop } from '../http/shop-context.ts';
import { ShopError } from '../services/errors.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const profileResponse = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.enum(COUNTRIES),
});
const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const notSignedIn = jsonContent(errorSchema, 'Not signed in');

const routes = {
  getProfile: createRoute({
    method: 'get',
    path: '/account/profile',
    summary: "The signed-in shopper's profile",
    responses: { 200: jsonContent(profileResponse, 'Profile'), 401: notSignedIn },
  }),
  putProfile: createRoute({
    method: 'put',
    path: '/account/profile',
    summary: 'Replaces the profile (missing optional fields become empty; country defaults to TR)',
    request: body(profileSchema),
    responses: {
      200: jsonContent(profileResponse, 'Saved profile'),
      400: jsonContent(errorSchema, 'Invalid input'),
      401: notSignedIn,
      409: jsonContent(errorSchema, 'E-mail used by another account'),
    },
  }),
  changePassword: createRoute({
    method: 'post',
    path: '/account/password',
    summary: 'Changes the password (needs the current one); every other session of the account ends',
    request: body(changePasswordSchema),
    responses: {
      200: jsonContent(z.object({ message: z.string() }), 'Password changed'),
      400: jsonContent(errorSchema, 'Invalid input or wrong current password'),
      429: jsonContent(errorSchema, 'Too many password changes (see Retry-After)'),
      401: notSignedIn,
    },
  }),
};

function signedInUser(shop: RequestShop): SessionUser {
  if (!shop.user) throw new ShopError(401, 'account.errors.signInRequired');
  return shop.user;
}

export function accountApi(services: Services) {
  const { account, auth } = services;
  const router = apiRouter();
  // Before body validation: an anonymous caller learns "sign in" (401), not what its body lacks.
  router.use('/account/*', async (c, next) => {
    signedInUser(c.get('shop'));
    await next();
  });
  return router
    .openapi(routes.getProfile, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json(await account.getProfile(user.id), 200);
    })
    .openapi(routes.putProfile, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json(await account.updateProfile(user.id, c.req.valid('json')), 200);
    })
    .openapi(routes.changePassword, async (c) => {
      const shop = c.get('shop');
      const user = signedInUser(shop);
      const { currentPassword, newPassword } = c.req.valid('json');
      // Keeps this session and ends every other one (a thief signed in elsewhere is out).
      await auth.changePassword(user.id, currentPassword, newPassword, shop.sessionToken, shop.address);
      return c.json({ message: shop.t('account.passwordChanged') }, 200);
    });
}
