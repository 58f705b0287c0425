import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Countdown } from '#app/components/catalog/countdown.tsx';
import { useMoney } from '#app/components/catalog/price.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminDealData } from './admin-deal.types.ts';

/** The running Value of the Day (or that there is none), with a button that ends it now. */
export function CurrentDeal({ deal, now }: { deal: AdminDealData['deal']; now: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useDateFormat();
  const navigation = useNavigation();
  const ending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'end';
  return (
    <section aria-labelledby="current-deal-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="current-deal-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.deal.current')}
      </h2>
      {!deal ? (
        <p className="mt-2 text-slate-700">{t('admin.catalog.deal.none')}</p>
      ) : (
        <>
          {deal.productHidden ? (
            <div className="mt-3">
              <Alert tone="info">{t('admin.catalog.deal.productHidden')}</Alert>
            </div>
          ) : !deal.shownInShop ? (
            <div className="mt-3">
              <Alert tone="info">{t('admin.catalog.deal.notBelowPrice')}</Alert>
            </div>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <Item label={t('admin.catalog.deal.product')}>
              <Link
                to={`/admin/products/${encodeURIComponent(deal.productId)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {deal.productTitle}
              </Link>
            </Item>
            <Item label={t('admin.catalog.deal.dealPrice')}>
              <span className="font-semibold">{money(deal.dealPriceCents)}</span>{' '}
              <span className="text-sm text-slate-600">
                ({t('admin.catalog.deal.discount', { percent: deal.discount })})
              </span>
            </Item>
            <Item label={t('admin.catalog.deal.regularPrice')}>{money(deal.regularPriceCents)}</Item>
            <Item label={t('admin.catalog.deal.stockCap')}>
              {deal.stockCap}
              {deal.stock < deal.stockCap ? (
                <span className="text-sm text-slate-600">
                  {' '}
                  ({t('admin.catalog.deal.stockShown', { count: deal.stock })})
                </span>
              ) : null}
            </Item>
            <Item label={t('admin.catalog.deal.endsAt')}>{formatDate(deal.endsAt, true)}</Item>
            <Item label={t('admin.catalog.deal.timeLeft')}>
              <Countdown endsAt={deal.endsAt} serverNow={now} compact />
            </Item>
          </dl>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end" />
            <button type="submit" className="btn-secondary border-red-300 text-red-700" disabled={ending}>
              {t('admin.catalog.deal.endNow')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
