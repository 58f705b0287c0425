import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from './mailbox.ts';

describe('mailboxOf', () => {
  it('lower-cases the address and drops a +tag from the local part', () => {
    expect(mailboxOf('Ayse@Customer.Example')).toBe('ayse@customer.example');
    expect(mailboxOf(' a+1@x.example ')).toBe('a@x.example');
    expect(mailboxOf('a+news+2025@x.example')).toBe('a@x.example');
    expect(mailboxOf('A+Tag@X.example')).toBe('a@x.example');
  });

  it('keeps everything else as it is', () => {
    expect(mailboxOf('first.last@x.example')).toBe('first.last@x.example');
    // A local part made only of a tag is not emptied.
    expect(mailboxOf('+tag@x.example')).toBe('+tag@x.example');
    // The domain's own + (not an address anyone can receive at) is not a tag.
    expect(mailboxOf('a@x+y.example')).toBe('a@x+y.example');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });
});

describe('sameMailbox', () => {
  it('holds for the plus-addresses of one mailbox, not for other mailboxes', () => {
    expect(sameMailbox('a+1@x.example', 'A+2@X.example')).toBe(true);
    expect(sameMailbox('a@x.example', 'a+shop@x.example')).toBe(true);
    expect(sameMailbox('a@x.example', 'b@x.example')).toBe(false);
    expect(sameMailbox('a@x.example', 'a@y.example')).toBe(false);
    expect(sameMailbox('ab@x.example', 'a+b@x.example')).toBe(false);
  });
});
