import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link } from 'react-router';
import { CATEGORIES } from '#common/categories.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { NewsletterForm } from '../newsletter-form.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '../ui/icons.tsx';

const QUICK_LINKS = [
  ['/products', 'footer.allProducts'],
  ['/new-arrivals', 'footer.newArrivals'],
  ['/value-of-day', 'footer.valueOfDay'],
  ['/compare', 'compare.footerLink'],
  ['/about', 'footer.about'],
  ['/contact', 'footer.contact'],
  ['/faq', 'footer.faq'],
  ['/shipping', 'footer.shipping'],
  ['/returns', 'footer.returns'],
  ['/privacy-policy', 'footer.privacy'],
  ['/terms', 'footer.terms'],
] as const;

const CARDS = [
  { name: 'Visa', color: '#1a1f71', label: 'VISA' },
  { name: 'Mastercard', color: '#eb001b', label: 'MC' },
  { name: 'American Express', color: '#2e77bc', label: 'AMEX' },
  { name: 'Troy', color: '#00a0a8', label: 'TROY' },
];

export function Footer() {
  const { t } = useTranslation();
  const { store } = useRootData();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-base font-semibold text-white">
            {t('footer.aboutTitle')}
          </h2>
          <p className="text-sm leading-relaxed">{t('footer.aboutText', { store: store.name })}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-base font-semibold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className="hover:text-white hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="mb-3 text-base font-semibold text-white">
            {t('footer.categoriesTitle')}
          </h2>
          <ul className="space-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={`/products?category=${category}`} className="hover:text-white hover:underline">
                  {t(`categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold text-white">
            {t('footer.contactTitle')}
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 flex-none" />
              <span>{store.address}</span>
            </li>
            <li className="flex gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 flex-none" />
              <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white hover:underline">
                {store.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 flex-none" />
              <a href={`mailto:${store.email}`} className="hover:text-white hover:underline">
                {store.email}
              </a>
            </li>
            <li className="text-slate-400">{t('footer.hours')}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="mb-3 text-base font-semibold text-white">
            {t('newsletter.footerTitle')}
          </h2>
          <p className="mb-3 text-sm">{t('newsletter.footerText')}</p>
          <NewsletterForm source="footer" tone="dark" />
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>{t('footer.rights', { year, store: store.name })}</p>
          <div className="flex items-center gap-2">
            <span className="text-slate-400">{t('footer.paymentMethods')}:</span>
            <ul className="flex gap-2">
              {CARDS.map((card) => (
                <li key={card.name}>
                  <svg viewBox="0 0 48 30" className="h-7 w-11" role="img" aria-label={card.name}>
                    <rect width="48" height="30" rx="4" fill="#fff" />
                    <text
                      x="24"
                      y="19"
                      textAnchor="middle"
                      fontSize="10"
                      fontWeight="700"
                      fontFamily="sans-serif"
                      fill={card.color}
                    >
                      {card.label}
                    </text>
                  </svg>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
