import { describe, expect, it } from 'vitest';
import { contactSchema, isValidPhone, parseOrderNumber, readContactForm } from './contact.ts';
import { firstIssuePerField } from './field-errors.ts';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Question',
  message: 'Is this camera waterproof?',
};

/** The first message key of each field, or {} when valid. */
function errorsOf(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error.issues);
}

describe('contact schema (docs/product.md §15.1)', () => {
  it('accepts a complete message, phone optional', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, phone: '' })).toEqual({});
    expect(errorsOf({ ...valid, phone: null })).toEqual({});
  });

  it('trims the text fields', () => {
    const parsed = contactSchema.parse({
      name: '  Ayşe ',
      email: ' ayse@example.com ',
      subject: ' Hi ',
      message: '  Hello there, world  ',
      phone: ' 5551234567 ',
    });
    expect(parsed).toEqual({
      name: 'Ayşe',
      email: 'ayse@example.com',
      subject: 'Hi',
      message: 'Hello there, world',
      phone: '5551234567',
    });
  });

  it('requires name, email, subject and message', () => {
    expect(errorsOf({})).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageRequired',
    });
    expect(errorsOf({ name: '   ', email: ' ', subject: '\t', message: '  ' })).toEqual({
      name: 'contact.errors.nameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageRequired',
    });
  });

  it('rejects an invalid e-mail address', () => {
    for (const email of ['ayse', 'ayse@example', '@example.com', 'ayse@', 'ay se@example.com', 'ayse@exa mple.com']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'contact.errors.emailInvalid' });
    }
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'contact.errors.emailInvalid',
    });
  });

  it('needs at least 10 characters of message after trimming', () => {
    expect(errorsOf({ ...valid, message: 'too short' })).toEqual({ message: 'contact.errors.messageTooShort' });
    expect(errorsOf({ ...valid, message: '   123456789   ' })).toEqual({ message: 'contact.errors.messageTooShort' });
    expect(errorsOf({ ...valid, message: '  1234567890  ' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'contact.errors.messageTooLong' });
  });

  it('checks the phone: spaces and dashes removed, optional +, 10 to 15 digits', () => {
    for (const phone of ['+90 532 123 45 67', '555-123-4567', '5551234567', '+123456789012345', '0532 123 45 67']) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of [
      '12345',
      '123456789',
      '+1234567890123456',
      '555.123.4567',
      '(555) 123-4567',
      '++905321234567',
      '90+5321234567',
      'phone number',
    ]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: 'contact.errors.phoneInvalid' });
    }
    expect(isValidPhone('')).toBe(true);
  });

  it('limits the length of name and subject', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: 'contact.errors.nameTooLong' });
    expect(errorsOf({ ...valid, subject: 's'.repeat(201) })).toEqual({ subject: 'contact.errors.subjectTooLong' });
  });

  it('accepts an order number only in its shape', () => {
    expect(errorsOf({ ...valid, orderNumber: 'GL-100042' })).toEqual({});
    expect(errorsOf({ ...valid, orderNumber: 'GL 100042; drop' })).toEqual({
      orderNumber: 'contact.errors.orderNumberInvalid',
    });
    expect(parseOrderNumber(' GL-100042 ')).toBe('GL-100042');
    expect(parseOrderNumber('../x')).toBeNull();
    expect(parseOrderNumber('G'.repeat(41))).toBeNull();
    expect(parseOrderNumber(null)).toBeNull();
  });

  it('reads a posted form: missing fields as empty text, a bad order number dropped', () => {
    const form = new FormData();
    form.set('name', 'Ayşe');
    form.set('orderNumber', '<script>');
    expect(readContactForm(form)).toEqual({ name: 'Ayşe', email: '', subject: '', phone: '', message: '' });
    form.set('orderNumber', 'GL-100042');
    expect(readContactForm(form).orderNumber).toBe('GL-100042');
  });
});
