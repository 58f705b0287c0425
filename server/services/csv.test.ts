import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRow, toCsv } from './csv.ts';

/** A strict RFC 4180 reader (CRLF records, quoted fields), to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      if (ch === '"' || ch === '\r' || ch === '\n') throw new Error(`bare ${JSON.stringify(ch)} at ${i}`);
      field += ch;
      i++;
    }
  }
  if (quoted) throw new Error('unterminated quote');
  if (field !== '' || row.length) throw new Error('last record has no CRLF');
  return rows;
}

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, quote, CR or LF and doubles its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvField('"')).toBe('""""');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+90 532 123 45 67')).toBe("'+90 532 123 45 67");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Only the first character counts.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(' =1')).toBe(' =1');
  });

  it('writes dates as ISO 8601 and numbers, booleans and empty values plainly', () => {
    expect(csvField(new Date('2025-03-04T05:06:07.089Z'))).toBe('2025-03-04T05:06:07.089Z');
    expect(csvField(new Date('nonsense'))).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvField(-1)).toBe('-1');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, has a header row and ends every record with CRLF', () => {
    const text = toCsv(
      ['id', 'name'],
      [
        [1, 'Çağrı Öztürk'],
        [2, 'x,y'],
      ],
    );
    expect(text).toBe(`${CSV_BOM}id,name\r\n1,Çağrı Öztürk\r\n2,"x,y"\r\n`);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header for no records', () => {
    expect(toCsv(['email'], [])).toBe(`${CSV_BOM}email\r\n`);
  });

  it('keeps a multi-line field in one record', () => {
    const rows = parseCsv(toCsv(['a', 'b'], [['first\r\nsecond\nthird', 'z']]).slice(1));
    expect(rows).toEqual([
      ['a', 'b'],
      ['first\r\nsecond\nthird', 'z'],
    ]);
  });

  it('round-trips any text: a reader gets every field back (formula-like text with its apostrophe)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'ş', 'İ', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', "'"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (records) => {
        const csv = toCsv(['a', 'b', 'c'], records);
        expect(csv.startsWith(CSV_BOM)).toBe(true);
        const parsed = parseCsv(csv.slice(1));
        expect(parsed).toEqual([
          ['a', 'b', 'c'],
          ...records.map((r) => r.map((f) => (/^[=+\-@\t\r]/.test(f) ? `'${f}` : f))),
        ]);
        // No field a spreadsheet reads can start a formula.
        for (const row of parsed.slice(1)) for (const field of row) expect(field).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 300 },
    );
  });

  it('csvRow joins fields with commas', () => {
    expect(csvRow(['a', 'b c', '=x'])).toBe("a,b c,'=x");
  });
});
