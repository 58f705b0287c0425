import { describe, expect, it } from 'vitest';
import {
  invoiceFileName,
  renderInvoicePdf,
  type InvoiceAddress,
  type InvoiceLine,
  type InvoiceOrder,
  type InvoiceStore,
} from './invoice.server.ts';
import { extractPages } from '#tests/setup/pdf-text.ts';

const store: InvoiceStore = {
  name: 'Guardline Security',
  email: 'support@guardline.example',
  phone: '+1 (800) 555-0199',
  address: '1200 Market Street, Philadelphia, PA 19107',
};

const billing: InvoiceAddress = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  address: 'Bağdat Cad. No: 12',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};
const shipping: InvoiceAddress = {
  firstName: 'John',
  lastName: 'Smith',
  email: 'john@example.com',
  phone: '+1 212 555 0100',
  address: '500 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10110',
  country: 'US',
};

const TITLES = [
  '4K PoE Bullet Camera',
  '16-Channel NVR, 4TB',
  'PIR Motion Sensor',
  'Two-way Radio Pro (pair)',
  'Cat6 Cable 30 m',
];

function order(lineCount: number): InvoiceOrder {
  const lines: InvoiceLine[] = Array.from({ length: lineCount }, (_, i) => {
    const unitPriceCents = [12999, 45900, 2499, 8999, 1599][i % 5];
    const quantity = (i % 3) + 1;
    const title = lineCount > TITLES.length ? `${TITLES[i % 5]} #${i + 1}` : TITLES[i];
    return { productId: `p-${1000 + i}`, title, unitPriceCents, quantity, lineTotalCents: unitPriceCents * quantity };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const taxCents = Math.round(subtotalCents * 0.08);
  const shippingCents = 999;
  return {
    number: 'GL-100042',
    createdAt: new Date('2025-03-14T15:30:00Z'),
    status: 'Shipped',
    email: billing.email,
    billing,
    shipping,
    lines,
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
    cardBrand: 'visa',
    cardLast4: '4242',
  };
}

const textOf = (pages: string[][]) => pages.map((runs) => runs.join('\n')).join('\n');
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('renderInvoicePdf', () => {
  it('renders an English invoice with the order, the store, the lines and the total', async () => {
    const o = order(3);
    const pdf = await renderInvoicePdf(o, store, 'en', { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('(Invoice GL-100042)'); // the info dictionary's Title
    expect(raw).toContain('(Guardline Security)'); // Author
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\n/);
    expect(raw).not.toContain('Helvetica');

    const pages = extractPages(pdf);
    expect(pages).toHaveLength(1);
    const text = textOf(pages);
    for (const s of [
      'GL-100042',
      'Guardline Security',
      'INVOICE',
      'March 14, 2025',
      'Shipped',
      'Visa •••• 4242',
      ...TITLES.slice(0, 3),
    ]) {
      expect(text).toContain(s);
    }
    expect(o.totalCents).toBe(122279);
    expect(text).toContain('$1,222.79');
    expect(text).not.toContain('$1.222,79');
    expect(text).not.toContain('FATURA');
    expect(text).toContain('$1,122.96'); // subtotal
    expect(text).toContain('Tax (8%)');
    expect(text).toContain('Ayşe Yılmaz');
    expect(text).toContain('Türkiye'); // TR → country name
    expect(text).toContain('United States');
    expect(text).toContain('Thank you for your order!');
    expect(text).toContain('Page 1 of 1');
  });

  it('renders a Turkish invoice with Turkish labels, dates and number formats', async () => {
    const pdf = await renderInvoicePdf(order(3), store, 'tr', { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('(Fatura GL-100042)');
    const text = textOf(extractPages(pdf));
    for (const s of [
      'GL-100042',
      'Guardline Security',
      'FATURA',
      '14 Mart 2025',
      'Kargoya Verildi',
      'Visa •••• 4242',
      ...TITLES.slice(0, 3),
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain('$1.222,79');
    expect(text).not.toContain('$1,222.79');
    expect(text).toContain('Vergi (%8)');
    expect(text).toContain('BİRİM FİYAT'); // Turkish upper-casing of the table header
    expect(text).toContain('Amerika Birleşik Devletleri');
    expect(text).toContain('Siparişiniz için teşekkür ederiz!');
  });

  it('breaks a long order over pages, repeating the table header, and keeps the totals with the table', async () => {
    const o = order(60);
    for (const lang of ['en', 'tr'] as const) {
      const pdf = await renderInvoicePdf(o, store, lang, { compress: false });
      const pages = extractPages(pdf);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pageCount(pdf)).toBe(pages.length);
      const header = lang === 'en' ? 'PRODUCT' : 'ÜRÜN';
      for (const runs of pages) expect(runs).toContain(header);
      const text = textOf(pages);
      for (const line of o.lines) expect(text).toContain(line.title);
      const last = pages[pages.length - 1].join('\n');
      expect(last).toContain(lang === 'en' ? 'Total' : 'Toplam');
      expect(last).toContain(
        lang === 'en' ? `Page ${pages.length} of ${pages.length}` : `Sayfa ${pages.length}/${pages.length}`,
      );
    }
  });

  it('compresses by default and is deterministic for the same order', async () => {
    const o = order(60);
    const a = await renderInvoicePdf(o, store, 'en');
    const b = await renderInvoicePdf(o, store, 'en');
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(a.toString('latin1')).toContain('/FlateDecode');
    expect(pageCount(a)).toBeGreaterThanOrEqual(2);
    expect(a.equals(b)).toBe(true);
  });

  it('handles an order without lines and an unknown card brand or country', async () => {
    const o = {
      ...order(0),
      cardBrand: 'Troy',
      shipping: { ...shipping, country: 'Narnia' },
      status: 'Cancelled' as const,
    };
    const text = textOf(extractPages(await renderInvoicePdf(o, store, 'en', { compress: false })));
    expect(text).toContain('Troy •••• 4242');
    expect(text).toContain('Narnia');
    expect(text).toContain('Cancelled');
  });
});

describe('invoice number, deal lines and delivery method', () => {
  const dealOrder = (): InvoiceOrder => {
    const o = order(2);
    o.lines[0] = {
      ...o.lines[0],
      unitPriceCents: 4999,
      quantity: 1,
      lineTotalCents: 4999,
      dealId: 3,
      regularPriceCents: 6999,
    };
    return { ...o, invoiceNo: 7, shippingMethod: 'express' };
  };

  it('prints its own invoice number (INV-000007) beside the order number, and the deal line', async () => {
    const pdf = await renderInvoicePdf(dealOrder(), store, 'en', { compress: false });
    expect(pdf.toString('latin1')).toContain('(Invoice INV-000007)');
    const text = textOf(extractPages(pdf));
    expect(text).toContain('Invoice no.');
    expect(text).toContain('INV-000007');
    expect(text).toContain('Order no.');
    expect(text).toContain('GL-100042');
    expect(text).toContain('Value of the Day: $49.99 (regular $69.99)');
    expect(text).toContain('Shipping (Express)');
  });

  it('says the same in Turkish', async () => {
    const text = textOf(extractPages(await renderInvoicePdf(dealOrder(), store, 'tr', { compress: false })));
    expect(text).toContain('INV-000007');
    expect(text).toContain('Sipariş no.');
    expect(text).toContain('Günün Fırsatı: $49,99 (normal fiyatı $69,99)');
    expect(text).toContain('Kargo (Ekspres)');
  });

  it('prints the card on one line, American Express with its four digits, in both languages', async () => {
    for (const lang of ['en', 'tr'] as const) {
      const amex = { ...dealOrder(), cardBrand: 'amex', cardLast4: '0005' };
      const runs = extractPages(await renderInvoicePdf(amex, store, lang, { compress: false })).flat();
      expect(runs, lang).toContain('American Express •••• 0005');
    }
  });

  it('names the file after both numbers', () => {
    expect(invoiceFileName({ number: 'GL-100042', invoiceNo: 7 })).toBe('invoice-INV-000007-GL-100042.pdf');
  });
});

describe('invoiceFileName', () => {
  it('names the file after the order number', () => {
    expect(invoiceFileName({ number: 'GL-100042' })).toBe('invoice-GL-100042.pdf');
  });
});
