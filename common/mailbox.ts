/**
 * The mailbox an e-mail address delivers to, for telling whether two addresses reach the same
 * person (docs/product.md §9.13, §15.5, §16.4): lower case, and a `+tag` dropped from the local
 * part, so `Ayse+news@Customer.example` and `ayse@customer.example` are one mailbox. Only for
 * comparing: mail still goes to the address as given. A local part that starts with `+` keeps it.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at);
  const tag = local.indexOf('+');
  return (tag > 0 ? local.slice(0, tag) : local) + address.slice(at);
}

/** Whether two addresses reach the same mailbox. */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}
