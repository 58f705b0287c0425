import { NewsletterForm } from '#app/components/newsletter-form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** The newsletter sign-up block. */
export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-title" className="container-page mt-16">
      <div className="rounded-2xl bg-brand-50 px-6 py-10 text-center">
        <h2 id="newsletter-title" className="section-title">
          {t('newsletter.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">{t('newsletter.text')}</p>
        <div className="mx-auto mt-6 max-w-md">
          <NewsletterForm source="home" />
        </div>
      </div>
    </section>
  );
}
