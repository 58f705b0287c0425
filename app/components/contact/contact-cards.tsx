import { MailIcon, PhoneIcon, PinIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useRootData } from '#app/lib/root-data.ts';

/** Phone, e-mail and address of the store, beside the form. */
export function ContactCards() {
  const { t } = useTranslation();
  const { store } = useRootData();
  const cards = [
    {
      icon: <PhoneIcon className="h-5 w-5" />,
      title: t('contact.cards.phone'),
      body: (
        <>
          <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="font-medium text-brand-700 hover:underline">
            {store.phone}
          </a>
          <span className="mt-0.5 block text-slate-600">{t('info.common.hours')}</span>
        </>
      ),
    },
    {
      icon: <MailIcon className="h-5 w-5" />,
      title: t('contact.cards.email'),
      body: (
        <>
          <a href={`mailto:${store.email}`} className="font-medium break-all text-brand-700 hover:underline">
            {store.email}
          </a>
          <span className="mt-0.5 block text-slate-600">{t('contact.cards.emailText')}</span>
        </>
      ),
    },
    {
      icon: <PinIcon className="h-5 w-5" />,
      title: t('contact.cards.location'),
      body: (
        <address className="text-slate-700 not-italic">
          {store.name}
          <br />
          {store.address}
        </address>
      ),
    },
  ];
  return (
    <aside aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className="sr-only">
        {t('contact.cards.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {cards.map((card) => (
          <li key={card.title} className="card flex gap-4 p-5">
            <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {card.icon}
            </span>
            <div className="min-w-0 text-sm">
              <h3 className="text-base font-semibold text-slate-900">{card.title}</h3>
              <div className="mt-1">{card.body}</div>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
