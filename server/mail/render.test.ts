import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '#server/db/schema.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const message = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@customer.example',
  subject: 'Kamera kurulumu',
  message: 'Merhaba, <b>kamera</b> kurulumu hakkında bir sorum var.',
};

describe('mail rendering', () => {
  it('queues the contact receipt with the message and renders it in the sender’s language, HTML and text', async () => {
    // Signed in and writing from the account's own address: the receipt quotes the message.
    const [account] = await t.shop.database.db
      .insert(users)
      .values({ email: message.email, name: message.name, passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    const { id } = await t.shop.services.contact.submit(message, { userId: account.id, lang: 'tr' });
    const [row] = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, message.email));
    expect(row).toMatchObject({ kind: 'contact-received', lang: 'tr', status: 'pending', attempts: 0 });

    const mail = await t.shop.mailRenderer.render(row);
    expect(mail.to).toBe(message.email);
    expect(mail.subject).toBe('Mesajınızı aldık: Kamera kurulumu');
    expect(mail.html).toMatch(/<html[^>]* lang="tr"/);
    expect(mail.html).toContain('Merhaba Ayşe Yılmaz,');
    // The sender's text is escaped, never markup.
    expect(mail.html).toContain('&lt;b&gt;kamera&lt;/b&gt;');
    expect(mail.html).toContain(t.shop.store.address);
    expect(mail.text).toContain(`Referans: #${id}`);
    expect(mail.text).toContain(t.shop.store.name);
    expect(mail.text).not.toContain('<p');
    // Not marketing: no unsubscribe header or link.
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail.text).not.toContain('/unsubscribe');
  });

  it('renders the receipt in English for an English sender (anonymous: nothing the sender typed)', async () => {
    await t.shop.services.contact.submit({ ...message, email: 'sam@customer.example' }, { userId: null, lang: 'en' });
    const [row] = await t.shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'sam@customer.example'));
    const mail = await t.shop.mailRenderer.render(row);
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('We received your message and will reply within 24 hours.');
    expect(mail.text).not.toContain('Kamera');
    expect(mail.text).not.toContain('Ayşe');
  });
});
