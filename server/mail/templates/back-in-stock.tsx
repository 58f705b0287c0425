import { Button, Section, Text } from '@react-email/components';
import { z } from 'zod';
import { formatMoney } from '#common/money.ts';
import { mailStyles } from '../layout.tsx';
import { defineMail } from '../template.ts';

/** One mail per confirmed alert when the product is available again (its name and price at that moment). */
export const backInStock = defineMail({
  kind: 'back-in-stock',
  marketing: true,
  payload: z.object({ productId: z.string(), title: z.string(), priceCents: z.number().int().nullable() }),
  compose: ({ productId, title, priceCents }, { t, lang, store, origin }) => ({
    subject: t('subscriptions.mail.backInStock.subject', { product: title }),
    preview: t('subscriptions.mail.backInStock.preview'),
    body: (
      <Section>
        <Text style={mailStyles.heading}>{t('subscriptions.mail.backInStock.heading')}</Text>
        <Text style={mailStyles.text}>
          {t('subscriptions.mail.backInStock.body', { product: title, store: store.name })}
        </Text>
        {priceCents != null ? (
          <Text style={mailStyles.text}>
            {t('subscriptions.mail.backInStock.price', { price: formatMoney(priceCents, lang) })}
          </Text>
        ) : null}
        <Section style={{ margin: '16px 0' }}>
          <Button href={`${origin}/product/${encodeURIComponent(productId)}`} style={mailStyles.button}>
            {t('subscriptions.mail.backInStock.button')}
          </Button>
        </Section>
        <Text style={mailStyles.muted}>{t('subscriptions.mail.backInStock.once')}</Text>
      </Section>
    ),
  }),
});
