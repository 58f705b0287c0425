import { createRoute, z } from '@hono/zod-openapi';
import { COUNTRIES } from '#common/countries.ts';
import { ADDRESS_BOOK_MAX, savedAddressSchema } from '#common/schemas/address-book.ts';
import { changePasswordSchema } from '#common/schemas/auth.ts';
import { profileSchema } from '#common/schemas/profile.ts';
import type { Services } from '../context.ts';
import type { SessionUser } from '../services/auth.server.ts';
import type { RequestShop } from '../http/shop-context.ts';
import { ShopError } from '../services/errors.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema, pathId } from './schemas.ts';

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
const savedAddressResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().openapi({ description: 'District (Türkiye), state, province …; empty where the country has none' }),
  zip: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
const addressIdParam = z.object({ id: pathId });
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
  listAddresses: createRoute({
    method: 'get',
    path: '/account/addresses',
    summary: "The signed-in shopper's address book: the default first, then in the order they were added",
    responses: {
      200: jsonContent(z.object({ addresses: z.array(savedAddressResponse) }), 'The address book'),
      401: notSignedIn,
    },
  }),
  addAddress: createRoute({
    method: 'post',
    path: '/account/addresses',
    summary: `Adds an address (the fields its country asks for, docs/product.md §10). The first one, or one sent with makeDefault, becomes the default; a book keeps up to ${ADDRESS_BOOK_MAX}`,
    request: body(savedAddressSchema),
    responses: {
      201: jsonContent(savedAddressResponse, 'The saved address'),
      400: jsonContent(errorSchema, 'Invalid input (a message per field)'),
      401: notSignedIn,
      409: jsonContent(errorSchema, `The book holds ${ADDRESS_BOOK_MAX} addresses already`),
    },
  }),
  updateAddress: createRoute({
    method: 'put',
    path: '/account/addresses/{id}',
    summary: 'Replaces an address; makeDefault true makes it the default (a default stays one)',
    request: { params: addressIdParam, ...body(savedAddressSchema) },
    responses: {
      200: jsonContent(savedAddressResponse, 'The saved address'),
      400: jsonContent(errorSchema, 'Invalid input (a message per field)'),
      401: notSignedIn,
      404: jsonContent(errorSchema, 'Not in your address book'),
    },
  }),
  makeDefaultAddress: createRoute({
    method: 'post',
    path: '/account/addresses/{id}/default',
    summary: 'Makes an address the default',
    request: { params: addressIdParam },
    responses: {
      200: jsonContent(savedAddressResponse, 'The new default address'),
      401: notSignedIn,
      404: jsonContent(errorSchema, 'Not in your address book'),
    },
  }),
  deleteAddress: createRoute({
    method: 'delete',
    path: '/account/addresses/{id}',
    summary: 'Deletes an address; when it was the default, the oldest one left becomes the default',
    request: { params: addressIdParam },
    responses: {
      200: jsonContent(z.object({ message: z.string() }), 'Deleted'),
      401: notSignedIn,
      404: jsonContent(errorSchema, 'Not in your address book'),
    },
  }),
};

function signedInUser(shop: RequestShop): SessionUser {
  if (!shop.user) throw new ShopError(401, 'account.errors.signInRequired');
  return shop.user;
}

export function accountApi(services: Services) {
  const { account, auth, addressBook } = services;
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
    })
    .openapi(routes.listAddresses, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json({ addresses: await addressBook.list(user.id) }, 200);
    })
    .openapi(routes.addAddress, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json(await addressBook.add(user.id, c.req.valid('json')), 201);
    })
    .openapi(routes.updateAddress, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json(await addressBook.update(user.id, c.req.valid('param').id, c.req.valid('json')), 200);
    })
    .openapi(routes.makeDefaultAddress, async (c) => {
      const user = signedInUser(c.get('shop'));
      return c.json(await addressBook.makeDefault(user.id, c.req.valid('param').id), 200);
    })
    .openapi(routes.deleteAddress, async (c) => {
      const shop = c.get('shop');
      const user = signedInUser(shop);
      await addressBook.remove(user.id, c.req.valid('param').id);
      return c.json({ message: shop.t('addresses.book.deleted') }, 200);
    });
}
