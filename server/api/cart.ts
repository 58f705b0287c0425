import { createRoute, z } from '@hono/zod-openapi';
import { addToCartSchema, productRefSchema, updateCartLineSchema } from '#common/schemas/cart.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { cartSchema, errorSchema, wishlistSchema } from './schemas.ts';

const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const cartResponses = {
  200: jsonContent(cartSchema, 'The cart after the change'),
  400: jsonContent(errorSchema, 'Invalid input'),
  404: jsonContent(errorSchema, 'No such product'),
  409: jsonContent(errorSchema, 'The product is out of stock (a line already in the cart may still change)'),
};
const wishlistResponses = {
  200: jsonContent(wishlistSchema.extend({ inWishlist: z.boolean().optional() }), 'The wishlist after the change'),
  400: jsonContent(errorSchema, 'Invalid input'),
  404: jsonContent(errorSchema, 'No such product'),
};

const routes = {
  getCart: createRoute({
    method: 'get',
    path: '/cart',
    summary: "The visitor's cart",
    responses: { 200: jsonContent(cartSchema, 'The cart') },
  }),
  addLine: createRoute({
    method: 'post',
    path: '/cart/lines',
    summary: "Add to cart: sets the line's quantity (never accumulates)",
    request: body(addToCartSchema),
    responses: cartResponses,
  }),
  updateLine: createRoute({
    method: 'patch',
    path: '/cart/lines',
    summary: 'Change a quantity; 0 or less removes the line',
    request: body(updateCartLineSchema),
    responses: cartResponses,
  }),
  removeLine: createRoute({
    method: 'delete',
    path: '/cart/lines/{productId}',
    summary: 'Remove a line',
    request: { params: productRefSchema },
    responses: cartResponses,
  }),
  clearCart: createRoute({ method: 'delete', path: '/cart', summary: 'Empty the cart', responses: cartResponses }),
  getWishlist: createRoute({
    method: 'get',
    path: '/wishlist',
    summary: "The visitor's wishlist",
    responses: { 200: jsonContent(wishlistSchema, 'The wishlist') },
  }),
  toggleWish: createRoute({
    method: 'post',
    path: '/wishlist/toggle',
    summary: 'Add when absent, remove when present',
    request: body(productRefSchema),
    responses: wishlistResponses,
  }),
  removeWish: createRoute({
    method: 'delete',
    path: '/wishlist/items/{productId}',
    summary: 'Remove from the wishlist',
    request: { params: productRefSchema },
    responses: wishlistResponses,
  }),
  clearWishlist: createRoute({
    method: 'delete',
    path: '/wishlist',
    summary: 'Empty the wishlist',
    responses: wishlistResponses,
  }),
};

/** Cart and wishlist of the current visitor (an anonymous visitor gets a signed cookie on first change). */
export function cartApi({ cart }: Services) {
  return apiRouter()
    .openapi(routes.getCart, async (c) => {
      const { owner } = c.get('shop');
      return c.json(
        owner ? await cart.getCart(owner, c.get('shop').lang) : { lines: [], itemCount: 0, subtotalCents: 0 },
        200,
      );
    })
    .openapi(routes.addLine, async (c) => {
      const { productId, quantity } = c.req.valid('json');
      const owner = c.get('shop').ensureOwner();
      await cart.addLine(owner, productId, quantity);
      return c.json(await cart.getCart(owner, c.get('shop').lang), 200);
    })
    .openapi(routes.updateLine, async (c) => {
      const { productId, quantity } = c.req.valid('json');
      const owner = c.get('shop').ensureOwner();
      await cart.setLine(owner, productId, quantity);
      return c.json(await cart.getCart(owner, c.get('shop').lang), 200);
    })
    .openapi(routes.removeLine, async (c) => {
      const owner = c.get('shop').ensureOwner();
      await cart.removeLine(owner, c.req.valid('param').productId);
      return c.json(await cart.getCart(owner, c.get('shop').lang), 200);
    })
    .openapi(routes.clearCart, async (c) => {
      const owner = c.get('shop').ensureOwner();
      await cart.clearCart(owner);
      return c.json(await cart.getCart(owner, c.get('shop').lang), 200);
    })
    .openapi(routes.getWishlist, async (c) => {
      const { owner } = c.get('shop');
      return c.json({ items: owner ? await cart.getWishlist(owner, c.get('shop').lang) : [] }, 200);
    })
    .openapi(routes.toggleWish, async (c) => {
      const owner = c.get('shop').ensureOwner();
      const inWishlist = await cart.toggleWish(owner, c.req.valid('json').productId);
      return c.json({ inWishlist, items: await cart.getWishlist(owner, c.get('shop').lang) }, 200);
    })
    .openapi(routes.removeWish, async (c) => {
      const owner = c.get('shop').ensureOwner();
      await cart.removeWish(owner, c.req.valid('param').productId);
      return c.json({ items: await cart.getWishlist(owner, c.get('shop').lang) }, 200);
    })
    .openapi(routes.clearWishlist, async (c) => {
      const owner = c.get('shop').ensureOwner();
      await cart.clearWishlist(owner);
      return c.json({ items: [] }, 200);
    });
}
