// The PDF invoice for an order: an A4 document drawn with pdfkit in DejaVu Sans (so Turkish
// letters render), in the shopper's language; its labels are the interface texts' `invoice.*`.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { addressLines as sharedAddressLines, type OrderAddress } from '#common/address.ts';
import { TAX_RATE_PERCENT, formatInvoiceNumber } from '#common/money-rules.ts';
import { deliveryKind, type DeliveryKind, type ShippingMethod } from '#common/shipping.ts';
import '#common/i18n/all-languages.ts';
import { uiTextsOf, getI18n } from '#common/i18n/instance.ts';
import { localeOf, type Lang } from '#common/languages.ts';
import type { OrderStatus } from '#common/statuses.ts';

export type InvoiceLine = {
  productId: string;
  title: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** Charged at the Value of the Day price; `regularPriceCents` is the price it replaced. */
  dealId?: number | null;
  regularPriceCents?: number | null;
};
export type InvoiceAddress = OrderAddress;
export type InvoiceOrder = {
  number: string; // e.g. 'GL-100042'
  /** The invoice's own gap-free number (INV-000042); null for orders from before it existed. */
  invoiceNo?: number | null;
  shippingMethod?: ShippingMethod;
  createdAt: Date;
  status: OrderStatus;
  email: string;
  billing: InvoiceAddress;
  shipping: InvoiceAddress;
  lines: InvoiceLine[];
  subtotalCents: number;
  /** What a discount code took off the lines, before tax (docs/product.md §14.3); absent or 0 without one. */
  discountCents?: number;
  discountCode?: string | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  cardBrand: string;
  cardLast4: string;
};
export type InvoiceStore = { name: string; email: string; phone: string; address: string };
export type InvoiceRenderOptions = {
  /** Compress the content streams (default true); tests turn it off to inspect the output. */
  compress?: boolean;
};

type Labels = {
  invoice: string;
  invoiceNo: string;
  orderNo: string;
  date: string;
  status: string;
  payment: string;
  billTo: string;
  shipTo: string;
  product: string;
  itemNo: string;
  unitPrice: string;
  qty: string;
  amount: string;
  subtotal: string;
  shipping: string;
  methods: Record<DeliveryKind, string>;
  deal: (price: string, regular: string) => string;
  discount: (code: string) => string;
  tax: (rate: string) => string;
  total: string;
  continued: string;
  thanks: string;
  questions: (email: string, phone: string) => string;
  page: (n: number, total: number) => string;
  statuses: Record<InvoiceOrder['status'], string>;
};

/** The labels in the invoice's language, from its interface texts (`invoice.*`). */
function labelsOf(lang: Lang): Labels {
  const { t } = getI18n(lang);
  const texts = uiTextsOf(lang).invoice;
  return {
    ...texts,
    deal: (price, regular) => t('invoice.deal', { price, regular }),
    discount: (code) => t('discounts.line', { code }),
    tax: (rate) => t('invoice.tax', { rate }),
    questions: (email, phone) => t('invoice.questions', { email, phone }),
    page: (n, total) => t('invoice.page', { n, total }),
  };
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  americanexpress: 'American Express',
  discover: 'Discover',
  troy: 'Troy',
};

// DejaVu Sans from the dejavu-fonts-ttf package, resolved once per process.
let fontFiles: { regular: string; bold: string } | undefined;
function fonts(): { regular: string; bold: string } {
  if (!fontFiles) {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontFiles = { regular: path.join(dir, 'DejaVuSans.ttf'), bold: path.join(dir, 'DejaVuSans-Bold.ttf') };
  }
  return fontFiles;
}

const FONT = 'DejaVuSans';
const FONT_BOLD = 'DejaVuSans-Bold';

const COLOR = {
  ink: '#111827',
  text: '#374151',
  muted: '#6b7280',
  rule: '#e5e7eb',
  band: '#f3f4f6',
  brand: '#1d4ed8',
  brandTint: '#eff6ff',
  green: '#15803d',
  red: '#b91c1c',
  amber: '#b45309',
};

const STATUS_COLOR: Record<InvoiceOrder['status'], string> = {
  Processing: COLOR.amber,
  Shipped: COLOR.brand,
  Delivered: COLOR.green,
  Cancelled: COLOR.red,
};

export function invoiceFileName(order: Pick<InvoiceOrder, 'number' | 'invoiceNo'>): string {
  const safe = order.number.replace(/[^A-Za-z0-9_-]+/g, '-');
  return order.invoiceNo != null
    ? `invoice-${formatInvoiceNumber(order.invoiceNo)}-${safe}.pdf`
    : `invoice-${safe}.pdf`;
}

/** The number the document is titled by: its invoice number, else (older orders) the order's. */
const documentNumber = (order: InvoiceOrder) =>
  order.invoiceNo != null ? formatInvoiceNumber(order.invoiceNo) : order.number;

/** Formatting helpers for one language. */
function formatters(lang: Lang) {
  const locale = localeOf(lang);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  // UTC so the printed date does not depend on the server's time zone.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    locale,
    money: (cents: number) => money.format(cents / 100),
    percent: (rate: number) => percent.format(rate),
    date: (d: Date) => date.format(d),
    country: (code: string) => {
      const trimmed = code.trim();
      if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed;
      try {
        return regions.of(trimmed.toUpperCase()) ?? trimmed;
      } catch {
        return trimmed;
      }
    },
    upper: (s: string) => s.toLocaleUpperCase(locale),
  };
}

function cardLabel(brand: string, last4: string): string {
  const key = brand.toLowerCase().replace(/[^a-z]/g, '');
  const name = CARD_BRANDS[key] ?? brand.trim();
  const digits = last4.replace(/\D/g, '').slice(-4);
  return [name, digits ? `•••• ${digits}` : ''].filter(Boolean).join(' ');
}

function addressLines(a: InvoiceAddress, country: (code: string) => string): string[] {
  // One formatter with the pages (common/address.ts), then the contact details.
  return [...sharedAddressLines(a, country), a.email, a.phone].map((s) => s.trim()).filter(Boolean);
}

type TextOpts = PDFKit.Mixins.TextOptions;

export function renderInvoicePdf(
  order: InvoiceOrder,
  store: InvoiceStore,
  lang: Lang,
  options: InvoiceRenderOptions = {},
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const L = labelsOf(lang);
      const f = formatters(lang);
      const files = fonts();
      const doc = new PDFDocument({
        size: 'A4',
        margins: { top: 50, bottom: 50, left: 50, right: 50 },
        compress: options.compress ?? true,
        bufferPages: true,
        // Start in DejaVu so the standard Helvetica font is never loaded or written.
        font: files.regular,
        lang: f.locale,
        displayTitle: true,
        info: {
          Title: `${L.invoice} ${documentNumber(order)}`,
          Author: store.name,
          Subject: `${L.invoice} ${documentNumber(order)} · ${order.number}`,
          Creator: store.name,
          CreationDate: order.createdAt,
        },
      });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);

      doc.registerFont(FONT, files.regular);
      doc.registerFont(FONT_BOLD, files.bold);

      drawInvoice(doc, order, store, L, f);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

function drawInvoice(
  doc: PDFKit.PDFDocument,
  order: InvoiceOrder,
  store: InvoiceStore,
  L: Labels,
  f: ReturnType<typeof formatters>,
): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const footerTop = () => doc.page.height - doc.page.margins.bottom - 18;
  const contentBottom = () => footerTop() - 14;

  /** Writes text at (x, y) in the given style and returns the height it took. */
  const put = (
    s: string,
    x: number,
    y: number,
    style: {
      bold?: boolean;
      size?: number;
      color?: string;
      width?: number;
      align?: TextOpts['align'];
      spacing?: number;
    },
  ): number => {
    doc
      .font(style.bold ? FONT_BOLD : FONT)
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? COLOR.text);
    const opts: TextOpts = {
      width: style.width,
      align: style.align ?? 'left',
      characterSpacing: style.spacing ?? 0,
      lineGap: 1,
    };
    const h = doc.heightOfString(s, opts);
    doc.text(s, x, y, opts);
    return h;
  };
  const rule = (y: number, color = COLOR.rule, lineWidth = 0.6, x1 = left, x2 = right) => {
    doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  };
  const smallCaps = (s: string, x: number, y: number, w?: number, align: TextOpts['align'] = 'left') =>
    put(f.upper(s), x, y, { bold: true, size: 7.5, color: COLOR.muted, width: w, align, spacing: 0.6 });

  // ── Header: the store on the left, the invoice title and facts on the right ──────────────
  const topBand = () => doc.save().rect(0, 0, doc.page.width, 6).fill(COLOR.brand).restore();
  topBand();

  let y = doc.page.margins.top;
  const storeW = width * 0.5;
  let ly = y;
  ly += put(store.name, left, ly, { bold: true, size: 18, color: COLOR.ink, width: storeW });
  ly += 6;
  for (const line of [store.address, store.email, store.phone].map((s) => s.trim()).filter(Boolean)) {
    ly += put(line, left, ly, { size: 8.5, color: COLOR.muted, width: storeW });
  }

  const metaW = 230;
  const metaX = right - metaW;
  let ry = y - 4;
  ry += put(f.upper(L.invoice), metaX, ry, {
    bold: true,
    size: 24,
    color: COLOR.brand,
    width: metaW,
    align: 'right',
    spacing: 1,
  });
  ry += 8;
  const meta: Array<[string, string, string?]> = [
    ...(order.invoiceNo != null ? [[L.invoiceNo, formatInvoiceNumber(order.invoiceNo)] as [string, string]] : []),
    [L.orderNo, order.number],
    [L.date, f.date(order.createdAt)],
    [L.status, L.statuses[order.status] ?? order.status, STATUS_COLOR[order.status]],
    [L.payment, cardLabel(order.cardBrand, order.cardLast4)],
  ];
  // The labels take only their own width, so a long value ("American Express •••• 0005") stays on one line.
  doc.font(FONT).fontSize(8.5);
  const labelW = Math.ceil(Math.max(...meta.map(([label]) => doc.widthOfString(label)))) + 10;
  for (const [label, value, color] of meta) {
    put(label, metaX, ry, { size: 8.5, color: COLOR.muted, width: labelW });
    ry +=
      put(value, metaX + labelW, ry, {
        bold: true,
        size: 8.5,
        color: color ?? COLOR.ink,
        width: metaW - labelW,
        align: 'right',
      }) + 3;
  }

  y = Math.max(ly, ry) + 16;
  rule(y, COLOR.rule, 0.8);
  y += 16;

  // ── Addresses ────────────────────────────────────────────────────────────────────────────
  const colW = (width - 30) / 2;
  const addressBlock = (title: string, a: InvoiceAddress, x: number): number => {
    let by = y;
    by += smallCaps(title, x, by, colW) + 5;
    by +=
      put(`${a.firstName} ${a.lastName}`.trim(), x, by, { bold: true, size: 10, color: COLOR.ink, width: colW }) + 2;
    for (const line of addressLines(a, f.country)) by += put(line, x, by, { size: 9, width: colW });
    return by;
  };
  const billEnd = addressBlock(L.billTo, order.billing, left);
  const shipEnd = addressBlock(L.shipTo, order.shipping, left + colW + 30);
  y = Math.max(billEnd, shipEnd) + 26;

  // ── Lines table ──────────────────────────────────────────────────────────────────────────
  const pad = 8;
  const amountW = 80;
  const qtyW = 36;
  const unitW = 76;
  const amountX = right - pad - amountW;
  const qtyX = amountX - 10 - qtyW;
  const unitX = qtyX - 10 - unitW;
  const productX = left + pad;
  const productW = unitX - 16 - productX;
  const headerH = 22;

  const tableHeader = () => {
    doc.save().rect(left, y, width, headerH).fill(COLOR.band).restore();
    const ty = y + 7.5;
    smallCaps(L.product, productX, ty, productW);
    smallCaps(L.unitPrice, unitX, ty, unitW, 'right');
    smallCaps(L.qty, qtyX, ty, qtyW, 'right');
    smallCaps(L.amount, amountX, ty, amountW, 'right');
    y += headerH;
  };
  const newPage = () => {
    doc.addPage();
    topBand();
    y = doc.page.margins.top;
    put(`${L.invoice} ${documentNumber(order)} (${L.continued})`, left, y, {
      bold: true,
      size: 10,
      color: COLOR.ink,
      width,
    });
    y += 26;
  };

  // The totals block (and the thanks under it) must sit below the table; sized here so the
  // last row can move to the next page with them instead of leaving them alone there.
  const totalsRowH = 19;
  const totalH = 30;
  const discounted = (order.discountCents ?? 0) > 0;
  const totalsBlockH = 14 + totalsRowH * (discounted ? 4 : 3) + 2 + totalH + 30 + 40;

  tableHeader();
  const rowPadY = 6;
  order.lines.forEach((line, index) => {
    doc.font(FONT).fontSize(9.5);
    const titleH = doc.heightOfString(line.title, { width: productW, lineGap: 1 });
    doc.font(FONT).fontSize(7.5);
    const idH = line.productId
      ? doc.heightOfString(`${L.itemNo} ${line.productId}`, { width: productW, lineGap: 1 }) + 1
      : 0;
    const dealText =
      line.dealId != null && line.regularPriceCents != null
        ? L.deal(f.money(line.unitPriceCents), f.money(line.regularPriceCents))
        : null;
    doc.font(FONT_BOLD).fontSize(7.5);
    const dealH = dealText ? doc.heightOfString(dealText, { width: productW, lineGap: 1 }) + 1 : 0;
    const rowH = rowPadY * 2 + titleH + idH + dealH;
    const isLast = index === order.lines.length - 1;
    const needed = isLast && index > 0 ? rowH + totalsBlockH : rowH;
    if (y + needed > contentBottom()) {
      newPage();
      tableHeader();
    }
    const ty = y + rowPadY;
    put(line.title, productX, ty, { size: 9.5, color: COLOR.ink, width: productW });
    if (line.productId)
      put(`${L.itemNo} ${line.productId}`, productX, ty + titleH + 1, {
        size: 7.5,
        color: COLOR.muted,
        width: productW,
      });
    if (dealText)
      put(dealText, productX, ty + titleH + idH + 1, { bold: true, size: 7.5, color: COLOR.red, width: productW });
    put(f.money(line.unitPriceCents), unitX, ty, { size: 9.5, width: unitW, align: 'right' });
    put(String(line.quantity), qtyX, ty, { size: 9.5, width: qtyW, align: 'right' });
    put(f.money(line.lineTotalCents), amountX, ty, {
      bold: true,
      size: 9.5,
      color: COLOR.ink,
      width: amountW,
      align: 'right',
    });
    y += rowH;
    rule(y);
  });

  // ── Totals ───────────────────────────────────────────────────────────────────────────────
  if (y + totalsBlockH > contentBottom()) {
    newPage();
  }
  y += 14;
  // Wide enough for the longest label on one line ("Shipping (International)").
  const totalsW = 280;
  const totalsX = right - totalsW;
  const valueW = amountW + 50;
  const valueX = right - pad - valueW;
  const totals: Array<[string, string]> = [
    [L.subtotal, f.money(order.subtotalCents)],
    // The code's discount comes off the goods before tax: "Discount (WELCOME10)  −$12.00".
    ...(discounted
      ? [[L.discount(order.discountCode ?? ''), `−${f.money(order.discountCents ?? 0)}`] as [string, string]]
      : []),
    // Named like the order's delivery (an order abroad ships "International", not "Standard").
    [
      order.shippingMethod
        ? `${L.shipping} (${L.methods[deliveryKind(order.shippingMethod, order.shipping.country)]})`
        : L.shipping,
      f.money(order.shippingCents),
    ],
    [L.tax(f.percent(TAX_RATE_PERCENT / 100)), f.money(order.taxCents)],
  ];
  for (const [label, value] of totals) {
    put(label, totalsX + pad, y, { size: 9.5, color: COLOR.muted, width: totalsW - valueW - pad });
    put(value, valueX, y, { size: 9.5, color: COLOR.ink, width: valueW, align: 'right' });
    y += totalsRowH;
  }
  y += 2;
  doc.save().rect(totalsX, y, totalsW, totalH).fill(COLOR.brandTint).restore();
  rule(y, COLOR.brand, 1.2, totalsX, right);
  put(L.total, totalsX + pad, y + 8.5, { bold: true, size: 11, color: COLOR.ink, width: totalsW - valueW - pad });
  put(f.money(order.totalCents), valueX, y + 8, {
    bold: true,
    size: 12,
    color: COLOR.brand,
    width: valueW,
    align: 'right',
  });
  y += totalH + 30;

  // ── Thanks ───────────────────────────────────────────────────────────────────────────────
  y += put(L.thanks, left, y, { bold: true, size: 11, color: COLOR.ink, width, align: 'center' }) + 4;
  put(L.questions(store.email, store.phone), left, y, { size: 8.5, color: COLOR.muted, width, align: 'center' });

  // ── Footer on every page ─────────────────────────────────────────────────────────────────
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page; lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    const fy = footerTop();
    doc.page.margins.bottom = 0;
    rule(fy, COLOR.rule, 0.6);
    const opts = { size: 7.5, color: COLOR.muted, width: width / 2 };
    put(`${store.name} · ${L.invoice} ${documentNumber(order)} · ${order.number}`, left, fy + 7, opts);
    put(L.page(i - range.start + 1, range.count), left + width / 2, fy + 7, { ...opts, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}
