/** The shop's own name and contact details (the STORE_* settings): on pages, in mails and on invoices. */
export type StoreInfo = { name: string; email: string; phone: string; address: string };
