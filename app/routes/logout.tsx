import { redirect } from 'react-router';
import type { Route } from './+types/logout';

/** Sign-out form target: ends the session on the server, then home. */
export async function action({ context }: Route.ActionArgs) {
  await context.signOut();
  throw redirect('/');
}

export function loader() {
  throw redirect('/');
}
