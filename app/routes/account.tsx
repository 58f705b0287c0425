import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AccessDenied } from '#app/components/account/access-denied.tsx';
import { PasswordSection } from '#app/components/account/password-section.tsx';
import { PaymentMethods } from '#app/components/account/payment-methods.tsx';
import { ProfileSection } from '#app/components/account/profile-section.tsx';
import { Sidebar } from '#app/components/account/sidebar.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal, unknownIntent } from '#app/lib/action-result.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import {
  EDIT_PARAM,
  PASSWORD_FIELDS,
  readProfileForm,
  type AccountActionResult,
  type ProfileValues,
} from '#app/lib/account-form.ts';
import { signedInUser } from '#app/lib/guard.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { changePasswordSchema } from '#common/schemas/auth.ts';
import { PROFILE_FIELDS, PROFILE_MAX, profileSchema, type Profile } from '#common/schemas/profile.ts';
import { AddressBook } from '#app/components/account/address-book.tsx';
import { addressBookAction, isAddressIntent } from '#app/lib/address-book-action.ts';
import type { Route } from './+types/account';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/**
 * /account (guarded: anonymous visitors go to /login) and /profile (the same page; anonymous
 * visitors get the spec's Access Denied panel). Both forms are plain posts, so they work
 * without JavaScript; with it, the same schemas check the input before it is sent.
 */

/** Which face: the router matches `/profile` whatever its letters' case or percent-encoding. */
function basePath(pathname: string): '/profile' | '/account' {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: matched as written.
  }
  return /^\/profile\/?$/i.test(path) ? '/profile' : '/account';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const base = basePath(new URL(request.url).pathname);
  if (base === '/profile' && !context.user) return { signedIn: false as const, base };
  const user = signedInUser(context);
  return {
    signedIn: true as const,
    base,
    user: { name: user.name, email: user.email },
    profile: await context.services.account.getProfile(user.id),
    addresses: await context.services.addressBook.list(user.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (isAddressIntent(intent))
    return addressBookAction(context, user.id, intent, form, basePath(new URL(request.url).pathname));

  if (intent === 'profile') {
    // The form edits the contact details; the profile's older address fields keep what they hold
    // unless a client sends them (the addresses are the address book's).
    const current = await context.services.account.getProfile(user.id);
    const input = { ...pick(current), ...definedOnly(readProfileForm(form)) };
    // Echoed back so a page rendered without JavaScript keeps what was typed (bounded: never the whole body).
    const values = Object.fromEntries(
      PROFILE_FIELDS.map((f) => [f, (input[f] ?? '').slice(0, f === 'country' ? 2 : PROFILE_MAX[f] * 2)]),
    ) as ProfileValues;
    const parsed = profileSchema.safeParse(input);
    if (!parsed.success)
      return data<AccountActionResult>(
        { intent, ok: false, fieldErrors: firstIssuePerField(parsed.error.issues), values },
        400,
      );
    try {
      await context.services.account.updateProfile(user.id, parsed.data);
    } catch (error) {
      return answerRefusal<AccountActionResult>(error, (refused) => ({
        intent,
        ok: false,
        formError: refused.messageKey,
        fieldErrors: refused.details.fieldErrors ?? {},
        values,
      }));
    }
    return data<AccountActionResult>({ intent, ok: true });
  }

  if (intent === 'password') {
    const input = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const parsed = changePasswordSchema.safeParse(input);
    if (!parsed.success)
      return data<AccountActionResult>(
        { intent, ok: false, fieldErrors: firstIssuePerField(parsed.error.issues) },
        400,
      );
    try {
      // Keeps this session; every other session of the account ends.
      await context.services.auth.changePassword(
        user.id,
        parsed.data.currentPassword,
        parsed.data.newPassword,
        context.sessionToken,
        context.address,
      );
    } catch (error) {
      return answerRefusal<AccountActionResult>(error, (refused) => ({
        intent,
        ok: false,
        formError: refused.messageKey,
        fieldErrors: refused.details.fieldErrors ?? {},
      }));
    }
    return data<AccountActionResult>({ intent, ok: true });
  }

  // Only a hand-made request has no known intent.
  throw unknownIntent();
}

const pick = (p: Profile) => ({
  address: p.address,
  city: p.city,
  state: p.state,
  postalCode: p.postalCode,
  country: p.country,
});
const definedOnly = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Personal data: never kept by a shared cache; a throttled password change says when to try again. */
export function headers(args: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store', ...retryAfterHeaders(args) };
}

/** Switching between view and edit mode is a URL change only: no need to reload the profile. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
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

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: 'account.profileMetaTitle',
    description: 'account.profileMetaDescription',
    path: basePath(location.pathname),
    noindex: true,
  });

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.signedIn) return <AccessDenied base={loaderData.base} />;
  const { user, profile, base, addresses } = loaderData;
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('account.profileTitle') }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('account.profileTitle')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-4">
        <Sidebar user={user} />
        <div className="space-y-6 lg:col-span-3">
          <ProfileSection
            profile={profile}
            defaultAddress={addresses.find((a) => a.isDefault) ?? null}
            base={base}
            result={actionData}
          />
          <AddressBook addresses={addresses} base={base} result={actionData} />
          <PaymentMethods />
          <PasswordSection email={profile.email} result={actionData} />
        </div>
      </div>
    </div>
  );
}
