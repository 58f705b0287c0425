import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssuePerField } from './field-errors.ts';

const schema = z.object({
  name: z.string().min(1, 'required').min(3, 'tooShort'),
  address: z.object({ city: z.string().min(1, 'cityRequired') }),
});

describe('firstIssuePerField', () => {
  const issues = schema.safeParse({ name: '', address: { city: '' } }).error!.issues;

  it('keeps the first issue of each field, keyed by the dotted path', () => {
    expect(firstIssuePerField(issues)).toEqual({ name: 'required', 'address.city': 'cityRequired' });
  });

  it('keys by the first segment when asked, and maps messages', () => {
    expect(firstIssuePerField(issues, { top: true, message: (m: string) => m.toUpperCase() })).toEqual({
      name: 'REQUIRED',
      address: 'CITYREQUIRED',
    });
  });

  it("puts the form's own issues under _", () => {
    expect(
      firstIssuePerField([
        { path: [], message: 'formWide' },
        { path: [], message: 'second' },
      ]),
    ).toEqual({ _: 'formWide' });
  });
});
