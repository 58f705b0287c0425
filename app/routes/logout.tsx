import { redirect } from 'react-router';
import type { ActionArgs } from '#app/lib/route-args.ts';

/** Sign-out form target: ends the session on the server, then home. */
export async function action({ context }: ActionArgs) {
  await context.signOut();
  throw redirect('/');
}

export function loader() {
  throw redirect('/');
}
