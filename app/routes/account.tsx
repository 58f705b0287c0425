import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import {
  Form,
  Link,
  data,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { COUNTRIES, countryName } from '#common/countries.ts';
import { changePasswordSchema, fieldErrorKeys } from '#common/schemas/auth.ts';
import { PROFILE_FIELDS, PROFILE_MAX, profileSchema, type Profile, type ProfileField } from '#common/schemas/profile.ts';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert, SelectField, TextField, formValues, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { LockIcon, UserIcon } from '#app/components/ui/icons.tsx';
import { requireUser } from '#app/lib/guard.ts';
import type { ActionArgs, LoaderArgs } from '#app/lib/route-args.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { refusal } from '#app/lib/action-result.ts';
import { useRootData } from '#app/lib/root-data.ts';

/**
 * /account (guarded: anonymous visitors go to /login) and /profile (the same page; anonymous
 * visitors get the spec's Access Denied panel). Both forms are plain posts, so they work
 * without JavaScript; with it, the same schemas check the input before it is sent.
 */

/** Spec §9: the success banner disappears after 3 seconds. */
const SUCCESS_MS = 3000;
/** Edit mode lives in the URL (?edit=profile), so the Edit and Cancel links work without JavaScript. */
const EDIT_PARAM = 'edit';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const basePath = (pathname: string) => (/^\/profile\/?$/.test(pathname) ? '/profile' : '/account');

export async function loader({ context, request }: LoaderArgs) {
  const base = basePath(new URL(request.url).pathname);
  if (base === '/profile' && !context.user) return { signedIn: false as const, base };
  const user = requireUser(context, request);
  return { signedIn: true as const, base, user: { name: user.name, email: user.email }, profile: await context.services.account.getProfile(user.id) };
}

type ProfileValues = Record<ProfileField, string>;

export type AccountActionResult =
  | { intent: 'profile'; ok: true }
  | { intent: 'profile'; ok: false; fieldErrors: FieldErrors; formError?: string; values: ProfileValues }
  | { intent: 'password'; ok: true }
  | { intent: 'password'; ok: false; fieldErrors: FieldErrors; formError?: string };

/** The posted profile fields; a field the form did not send stays undefined (the schema's default applies). */
function readProfileForm(form: FormData): Record<ProfileField, string | undefined> {
  const input = {} as Record<ProfileField, string | undefined>;
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === 'string' ? value : undefined;
  }
  return input;
}

export async function action({ request, context }: ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'profile') {
    const input = readProfileForm(form);
    // Echoed back so a page rendered without JavaScript keeps what was typed (bounded: never the whole body).
    const values = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, (input[f] ?? '').slice(0, f === 'country' ? 2 : PROFILE_MAX[f] * 2)])) as ProfileValues;
    const parsed = profileSchema.safeParse(input);
    if (!parsed.success) return data<AccountActionResult>({ intent, ok: false, fieldErrors: fieldErrorKeys(parsed.error), values }, 400);
    try {
      await context.services.account.updateProfile(user.id, parsed.data);
    } catch (error) {
      return refusal<AccountActionResult>(error, (refused) => ({ intent, ok: false, formError: refused.messageKey, fieldErrors: refused.details.fieldErrors ?? {}, values }));
    }
    return data<AccountActionResult>({ intent, ok: true });
  }

  if (intent === 'password') {
    const input = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const parsed = changePasswordSchema.safeParse(input);
    if (!parsed.success) return data<AccountActionResult>({ intent, ok: false, fieldErrors: fieldErrorKeys(parsed.error) }, 400);
    try {
      // Keeps this session; every other session of the account ends.
      await context.services.auth.changePassword(user.id, parsed.data.currentPassword, parsed.data.newPassword, context.sessionToken, context.address);
    } catch (error) {
      return refusal<AccountActionResult>(error, (refused) => ({ intent, ok: false, formError: refused.messageKey, fieldErrors: refused.details.fieldErrors ?? {} }));
    }
    return data<AccountActionResult>({ intent, ok: true });
  }

  // Only a hand-made request has no known intent.
  throw data(null, { status: 400 });
}

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Switching between view and edit mode is a URL change only: no need to reload the profile. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete(EDIT_PARAM);
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: 'account.profileMetaTitle', description: 'account.profileMetaDescription', path: basePath(location.pathname), noindex: true });

export default function AccountPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.signedIn) return <AccessDenied base={loaded.base} />;
  return <Account user={loaded.user} profile={loaded.profile} base={loaded.base} />;
}

function AccessDenied({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <div className="container-page flex justify-center py-12">
      <section aria-labelledby="access-denied-title" className="card w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <LockIcon className="h-6 w-6" />
        </span>
        <h1 id="access-denied-title" className="mt-4 text-2xl font-bold text-slate-900">
          {t('account.accessDenied')}
        </h1>
        <p className="mt-2 text-slate-700">{t('account.accessDeniedText')}</p>
        <Link to={`/login?redirectTo=${encodeURIComponent(base)}`} className="btn-primary mt-6 w-full sm:w-auto sm:px-8">
          {t('account.loginToContinue')}
        </Link>
      </section>
    </div>
  );
}

function Account({ user, profile, base }: { user: { name: string; email: string }; profile: Profile; base: string }) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('account.profileTitle') }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('account.profileTitle')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-4">
        <Sidebar user={user} />
        <div className="space-y-6 lg:col-span-3">
          <ProfileSection profile={profile} base={base} />
          <section id="payment-methods" aria-labelledby="payment-methods-title" className="card scroll-mt-4 p-6">
            <h2 id="payment-methods-title" className="text-xl font-semibold text-slate-900">
              {t('account.paymentMethods')}
            </h2>
            <p className="mt-3 flex items-start gap-3 text-slate-700">
              <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>{t('account.paymentMethodsText')}</span>
            </p>
          </section>
          <PasswordSection email={profile.email} />
        </div>
      </div>
    </div>
  );
}

function Sidebar({ user }: { user: { name: string; email: string } }) {
  const { t } = useTranslation();
  const link = 'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700';
  return (
    <aside className="card p-4">
      <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserIcon />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <nav aria-label={t('account.sidebar')} className="mt-3">
        <ul className="grid grid-cols-2 gap-1 lg:grid-cols-1">
          <li>
            <a href="#profile" className={link}>
              {t('account.profileInformation')}
            </a>
          </li>
          <li>
            <Link to="/orders" className={link}>
              {t('account.myOrders')}
            </Link>
          </li>
          <li>
            <a href="#payment-methods" className={link}>
              {t('account.paymentMethods')}
            </a>
          </li>
          <li>
            <a href="#change-password" className={link}>
              {t('account.changePassword')}
            </a>
          </li>
        </ul>
      </nav>
      <Form method="post" action="/logout" className="mt-3 border-t border-slate-100 pt-3">
        <button type="submit" className="btn-secondary w-full">
          {t('account.logout')}
        </button>
      </Form>
    </aside>
  );
}

/** The banners of one form: success for 3 seconds (or until closed), else "Error!" with the reason. */
function useFormResult<I extends AccountActionResult['intent']>(result: AccountActionResult | undefined, intent: I) {
  const mine = result?.intent === intent ? (result as Extract<AccountActionResult, { intent: I }>) : undefined;
  const failed = mine && !mine.ok ? (result as Extract<AccountActionResult, { intent: I; ok: false }>) : undefined;
  const { errors, clear, set } = useFieldErrors(failed?.fieldErrors);
  const [formError, setFormError] = useState(failed?.formError);
  const [hiddenSuccess, setHiddenSuccess] = useState<unknown>(null);
  useEffect(() => setFormError(failed?.formError), [failed]);
  useEffect(() => {
    if (!mine?.ok) return;
    const timer = setTimeout(() => setHiddenSuccess(mine), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [mine]);
  const hasFieldErrors = Object.values(errors).some(Boolean);
  return {
    mine,
    failed,
    errors,
    /** A field's error, and the form's reason, go as soon as the shopper edits. */
    edit: (name: string) => {
      clear(name);
      setFormError(undefined);
    },
    set,
    success: Boolean(mine?.ok) && hiddenSuccess !== mine,
    closeSuccess: () => setHiddenSuccess(mine),
    errorReason: formError ?? (hasFieldErrors ? 'account.errors.fixFields' : undefined),
  };
}

function ErrorBanner({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <strong className="font-semibold">{t('account.errorTitle')}</strong> {t(reason)}
    </Alert>
  );
}

function SuccessBanner({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  // The close button needs JavaScript: not offered before the page is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Alert tone="success" onClose={hydrated ? onClose : undefined} closeLabel={t('account.closeMessage')}>
      {children}
    </Alert>
  );
}

/** Moves to the first field in error, after React has rendered its message (so it is read with the field). */
function focusFirst(form: HTMLFormElement | null, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((f) => errors[f]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) requestAnimationFrame(() => element.focus());
}

function ProfileSection({ profile, base }: { profile: Profile; base: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const result = useActionData<AccountActionResult>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<'form' | 'edit' | null>(null);
  const state = useFormResult(result, 'profile');
  const { errors, failed } = state;
  // A refused save stays in edit mode with what was typed.
  const editing = params.get(EDIT_PARAM) === 'profile' || Boolean(failed);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const values: ProfileValues = failed?.values ?? profile;

  useEffect(() => {
    if (focusNext.current === 'form' && editing) (formRef.current?.elements.namedItem('name') as HTMLElement | null)?.focus();
    if (focusNext.current === 'edit' && !editing) editRef.current?.focus();
    focusNext.current = null;
  }, [editing]);

  useEffect(() => {
    if (failed) focusFirst(formRef.current, PROFILE_FIELDS, failed.fieldErrors);
  }, [failed]);

  const field = (name: Exclude<ProfileField, 'country'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name]} error={errors[name]} onEdit={state.edit} maxLength={PROFILE_MAX[name]} {...extra} />
  );

  const shown: { label: string; value: string }[] = [
    { label: t('account.name'), value: profile.name },
    { label: t('account.email'), value: profile.email },
    { label: t('account.phone'), value: profile.phone },
    { label: t('account.address'), value: profile.address },
    { label: t('account.city'), value: profile.city },
    { label: t('account.state'), value: profile.state },
    { label: t('account.postalCode'), value: profile.postalCode },
    { label: t('account.country'), value: countryName(profile.country, lang) },
  ];

  return (
    <section id="profile" aria-labelledby="profile-title" className="card scroll-mt-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="profile-title" className="text-xl font-semibold text-slate-900">
            {t('account.profileInformation')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('account.profileIntro')}</p>
        </div>
        {editing ? null : (
          <Link
            ref={editRef}
            to={`${base}?${EDIT_PARAM}=profile#profile`}
            preventScrollReset
            className="btn-secondary shrink-0"
            onClick={() => {
              focusNext.current = 'form';
            }}
          >
            {t('account.edit')}
          </Link>
        )}
      </div>

      <div className="mt-4 space-y-3 empty:hidden">
        {state.success ? <SuccessBanner onClose={state.closeSuccess}>{t('account.profileSaved')}</SuccessBanner> : null}
        {editing && state.errorReason ? <ErrorBanner reason={state.errorReason} /> : null}
      </div>

      {editing ? (
        <Form
          ref={formRef}
          method="post"
          action={`${base}#profile`}
          preventScrollReset
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            const parsed = profileSchema.safeParse(formValues(event.currentTarget));
            if (parsed.success) return;
            event.preventDefault();
            const next = fieldErrorKeys(parsed.error);
            state.set(next);
            focusFirst(event.currentTarget, PROFILE_FIELDS, next);
          }}
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('account.name'), { autoComplete: 'name', required: true })}
            {field('email', t('account.email'), { type: 'email', autoComplete: 'email', required: true })}
            {field('phone', t('account.phone'), { type: 'tel', autoComplete: 'tel' })}
            {field('address', t('account.address'), { autoComplete: 'street-address' })}
            {field('city', t('account.city'), { autoComplete: 'address-level2' })}
            {field('state', t('account.state'), { autoComplete: 'address-level3' })}
            {field('postalCode', t('account.postalCode'), { autoComplete: 'postal-code' })}
            <SelectField label={t('account.country')} name="country" defaultValue={values.country} error={errors.country} onEdit={state.edit} autoComplete="country">
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, lang)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" className="btn-primary min-w-28" disabled={busy}>
              {busy ? t('account.saving') : t('account.save')}
            </button>
            {/* Back to the saved values: the form is dropped and the view shows the profile as stored. No hash: after a
                refused save (URL /account#profile) a hash-only link would not reload the page without JavaScript. */}
            <Link
              to={base}
              replace
              preventScrollReset
              className="btn-secondary min-w-28"
              onClick={() => {
                focusNext.current = 'edit';
              }}
            >
              {t('account.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {shown.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className={`mt-0.5 break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>{value || t('account.notSet')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const result = useActionData<AccountActionResult>();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useFormResult(result, 'password');
  const { errors, failed, mine } = state;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';

  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);

  useEffect(() => {
    if (failed) focusFirst(formRef.current, PASSWORD_FIELDS, failed.fieldErrors);
  }, [failed]);

  return (
    <section id="change-password" aria-labelledby="change-password-title" className="card scroll-mt-4 p-6">
      <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
        {t('account.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.passwordIntro')}</p>
      <div className="mt-4 space-y-3 empty:hidden">
        {state.success ? <SuccessBanner onClose={state.closeSuccess}>{t('account.passwordChanged')}</SuccessBanner> : null}
        {state.errorReason ? <ErrorBanner reason={state.errorReason} /> : null}
      </div>
      <Form
        ref={formRef}
        method="post"
        // The current URL, so an open profile edit stays open; the hash brings the result into view without JavaScript.
        action={`${location.pathname}${location.search}#change-password`}
        preventScrollReset
        noValidate
        className="mt-4 max-w-md space-y-4"
        onSubmit={(event) => {
          const parsed = changePasswordSchema.safeParse(formValues(event.currentTarget));
          if (parsed.success) return;
          event.preventDefault();
          const next = fieldErrorKeys(parsed.error);
          state.set(next);
          focusFirst(event.currentTarget, PASSWORD_FIELDS, next);
        }}
      >
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers know which account's password changes. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField label={t('account.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} onEdit={state.edit} required />
        <TextField label={t('account.newPassword')} name="newPassword" type="password" autoComplete="new-password" hint={t('account.passwordHint')} error={errors.newPassword} onEdit={state.edit} required />
        <TextField label={t('account.confirmNewPassword')} name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} onEdit={state.edit} required />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('account.changingPassword') : t('account.changePasswordButton')}
        </button>
      </Form>
    </section>
  );
}
