/**
 * The ports of the browser journeys. The shop listens on E2E_PORT (3150 unless set); the SMTP
 * peer of the mail journeys (password-reset.spec.ts) on E2E_PORT + 20 (3170 by default), which
 * the e2e server's SMTP_URL names. While no spec runs that peer, the shop's mail worker finds
 * nobody there: its tries fail at once and wait their backoff (minutes), and no page waits on them.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3150);
export const E2E_SMTP_PORT = E2E_PORT + 20;
