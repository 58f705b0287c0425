import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/shop-context.ts';

/** Admin API: anonymous → 401, a shopper → 404 (the back office does not exist for them). */
export function adminOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user, t } = c.get('shop');
    if (!user) return c.json({ message: t('account.errors.signInRequired') }, 401);
    if (user.role !== 'admin') return c.json({ message: t('errors.notFound') }, 404);
    return next();
  };
}
