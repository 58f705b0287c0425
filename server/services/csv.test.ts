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

/**
 * Every cell a spreadsheet makes of the file when it splits on `separator` (Turkish and German
 * Excel: `;`), as a spreadsheet reads CSV: a quote counts only at the start of a cell (elsewhere
 * it is a character), text after a closing quote joins the cell, and CR, LF or CRLF outside
 * quotes ends the row. Never throws.
 */
function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let atStart = true;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === separator || ch === '\r' || ch === '\n') {
      cells.push(cell);
      cell = '';
      atStart = true;
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += ch;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

/** What a spreadsheet runs as a formula (OWASP: =, +, -, @, also after spaces; a leading tab or CR). */
const FORMULA = /^(?:\s*[=+\-@]|[\t\r])/;

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Ayşe Yılmaz')).toBe('Ayşe Yılmaz');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, semicolon, quote, CR, LF or tab and doubles its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
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
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\tabc')).toBe(`"'\tabc"`);
    // A CR also ends a row for a spreadsheet: the text after it gets its apostrophe too.
    expect(csvField('\r=1')).toBe(`"'\r'=1"`);
    // After leading spaces too.
    expect(csvField(' =1')).toBe("' =1");
    expect(csvField('   @SUM(A1)')).toBe("'   @SUM(A1)");
    // Text that merely holds these characters is left alone.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('a - b')).toBe('a - b');
  });

  it('also where a spreadsheet splitting on ";" or on lines starts a cell inside the field', () => {
    expect(csvField('a;=HYPERLINK("http://attacker.example")')).toBe(`"a;'=HYPERLINK(""http://attacker.example"")"`);
    expect(csvField('a; +1')).toBe(`"a;' +1"`);
    expect(csvField('a;"=1"')).toBe(`"a;'""=1"""`);
    expect(csvField('line 1\n-2+3')).toBe(`"line 1\n'-2+3"`);
    expect(csvField('a;b\nc')).toBe('"a;b\nc"');
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

  it('a field like a;=HYPERLINK(…) or =1+1 starts no formula, read with "," or with ";" as the separator', () => {
    const attack = 'a;=HYPERLINK("http://attacker.example")';
    // In the first column, and further along the line, where a ";" reader meets its quote mid-cell.
    const csv = toCsv(
      ['id', 'name', 'message'],
      [
        [attack, '=1+1', 'x'],
        [1, 'Ayşe', attack],
        [2, '=1+1', 'b;c'],
      ],
    );
    expect(parseCsv(csv.slice(1))).toEqual([
      ['id', 'name', 'message'],
      [`a;'=HYPERLINK("http://attacker.example")`, "'=1+1", 'x'],
      ['1', 'Ayşe', `a;'=HYPERLINK("http://attacker.example")`],
      ['2', "'=1+1", 'b;c'],
    ]);
    for (const separator of [',', ';']) {
      const cells = spreadsheetCells(csv.slice(1), separator);
      expect(cells.some((cell) => cell.includes('HYPERLINK'))).toBe(true);
      expect(cells.filter((cell) => FORMULA.test(cell))).toEqual([]);
    }
  });

  it('round-trips any text (only apostrophes added), and no cell read with "," or ";" starts a formula', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'ş', 'İ', ',', ';', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', "'"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (records) => {
        const csv = toCsv(['a', 'b', 'c'], records);
        expect(csv.startsWith(CSV_BOM)).toBe(true);
        const parsed = parseCsv(csv.slice(1));
        expect(parsed).toHaveLength(records.length + 1);
        const unmarked = (field: string) => field.replace(/'/g, '');
        expect(parsed.slice(1).map((row) => row.map(unmarked))).toEqual(records.map((row) => row.map(unmarked)));
        for (const separator of [',', ';'])
          for (const cell of spreadsheetCells(csv.slice(1), separator)) expect(cell).not.toMatch(FORMULA);
      }),
      { numRuns: 500 },
    );
  });

  it('csvRow joins fields with commas', () => {
    expect(csvRow(['a', 'b c', '=x'])).toBe("a,b c,'=x");
  });
});
