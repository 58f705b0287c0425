/** A GET filter form's fields without the blank ones, so a filter's URL holds only what was chosen. */
export function filledParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  return params;
}
