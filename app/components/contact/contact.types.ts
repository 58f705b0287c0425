/** /contact's form, filled in for a signed-in shopper and with the order number of the link that led here. */
export type ContactData = { orderNumber: string | null; name: string; email: string };
