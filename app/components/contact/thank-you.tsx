import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** The thank-you state that replaces the form after a message is sent. */
export function ThankYou() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus: move it to the result, which is then read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-8 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon className="h-7 w-7" />
      </span>
      <h2
        id="contact-form-title"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="contact-thanks-text"
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {t('contact.success.title')}
      </h2>
      <p id="contact-thanks-text" className="mx-auto mt-2 max-w-md text-slate-700">
        {t('contact.success.message')}
      </p>
      {/* A GET back to an empty form: a plain link-like form, so it works without JavaScript too. */}
      <Form method="get" action="/contact" state={{ again: true }} className="mt-6">
        <button type="submit" className="btn-primary">
          {t('contact.success.again')}
        </button>
      </Form>
    </div>
  );
}
