import { redirect } from 'react-router';

/** Any unknown path leads home (spec §2). */
export function loader() {
  return redirect('/', 302);
}
