import { data, type AppLoadContext } from 'react-router';
import { answerRefusal } from '#app/lib/action-result.ts';
import type { ProductActionResult } from '#app/lib/product-form.ts';
import { messageKeyOf } from '#common/i18n/ui-texts.ts';
import { stockAlertSchema } from '#common/schemas/subscriptions.ts';

/** The product page's "Notify me when available" post: the same contract and service as the API's. */
export async function notifyAction(form: FormData, productId: string, context: AppLoadContext) {
  const parsed = stockAlertSchema.safeParse({ email: form.get('email') });
  if (!parsed.success)
    return data<ProductActionResult>(
      { intent: 'notify', ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) },
      400,
    );
  try {
    await context.services.stockAlerts.request(productId, parsed.data.email, context.lang, context.address);
  } catch (error) {
    return answerRefusal<ProductActionResult>(error, (refused) => ({
      intent: 'notify',
      ok: false,
      messageKey: refused.messageKey,
    }));
  }
  return data<ProductActionResult>({ intent: 'notify', ok: true });
}
