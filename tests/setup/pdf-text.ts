import { inflateSync } from 'node:zlib';

/**
 * A small text extractor for pdfkit's output (compressed or not): pdfkit writes embedded
 * TrueType text as hex glyph ids in TJ arrays, and each font's ToUnicode CMap maps them back to
 * characters. Returns the text runs of each page, in page order.
 */
export function extractPages(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of raw.matchAll(/^(\d+) 0 obj\n([\s\S]*?)\nendobj$/gm)) objects.set(Number(m[1]), m[2]);
  /** An object's stream content, inflated when it is compressed; the whole body otherwise. */
  const content = (body: string): string => {
    const m = /^([\s\S]*?)\nstream\n([\s\S]*)\nendstream$/.exec(body);
    if (!m) return body;
    if (!/\/FlateDecode/.test(m[1])) return m[2];
    return inflateSync(Buffer.from(m[2], 'latin1')).toString('latin1');
  };
  const ref = (body: string, key: string): string => {
    const m = body.match(new RegExp(`/${key} (\\d+) 0 R`));
    if (!m) throw new Error(`no /${key} in ${body.slice(0, 80)}`);
    return objects.get(Number(m[1])) ?? '';
  };
  const cmapCache = new Map<string, Map<string, string>>();
  const cmapOf = (fontBody: string): Map<string, string> => {
    const cached = cmapCache.get(fontBody);
    if (cached) return cached;
    const map = new Map<string, string>();
    for (const r of content(ref(fontBody, 'ToUnicode')).matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
      const start = parseInt(r[1], 16);
      [...r[3].matchAll(/<([0-9a-f ]+)>/gi)].forEach((dst, i) => {
        // UTF-16BE: a ligature ("fi") maps to several characters, written <0066 0069>.
        const units = (dst[1].replace(/ /g, '').match(/.{4}/g) ?? []).map((u) => parseInt(u, 16));
        map.set((start + i).toString(16).padStart(4, '0'), String.fromCharCode(...units));
      });
    }
    cmapCache.set(fontBody, map);
    return map;
  };

  const pagesBody = [...objects.values()].find((b) => /\/Type \/Pages\b/.test(b)) ?? '';
  const kids = [...(pagesBody.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((id) => {
    const page = objects.get(id) ?? '';
    const resources = ref(page, 'Resources');
    const fonts = new Map<string, Map<string, string>>();
    for (const f of (resources.match(/\/Font <<([\s\S]*?)>>/)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      fonts.set(f[1], cmapOf(objects.get(Number(f[2])) ?? ''));
    }
    const runs: string[] = [];
    let cmap = new Map<string, string>();
    for (const op of content(ref(page, 'Contents')).matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        cmap = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex = [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      runs.push((hex.match(/.{4}/g) ?? []).map((g) => cmap.get(g.toLowerCase()) ?? '\uFFFD').join(''));
    }
    return runs;
  });
}

export const pdfText = (pdf: Buffer) =>
  extractPages(pdf)
    .map((runs) => runs.join('\n'))
    .join('\n');
