import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#common/schemas/admin-catalog.ts';
import { filesOf, jpegInfo, pngInfo, prepareImages, sniffImage, uploadIdOf, webpInfo } from './image-upload.server.ts';
import { png } from '#tests/setup/images.ts';

/** A JPEG's header up to its frame: SOI, APP0 (JFIF), a DQT-sized filler, then SOFn with the size. */
function jpeg(width: number, height: number, sof = 0xc0, fill = false): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const dqt = [0xff, 0xdb, 0x00, 0x05, 0x00, 0x01, 0x02];
  const frame = [
    ...(fill ? [0xff, 0xff] : []),
    0xff,
    sof,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...app0,
    ...dqt,
    ...frame,
    0xff,
    0xda,
    0x00,
    0x08,
    0x01,
    0x01,
    0x00,
    0x00,
    0x3f,
    0x00,
    0xff,
    0xd9,
  ]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    Buffer.from(chunk, 'ascii'),
    Buffer.from(Uint32Array.of(payload.length).buffer),
    Buffer.from(payload),
  ]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

const webpLossy = (w: number, h: number) =>
  riff('VP8 ', [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, w & 0xff, (w >> 8) & 0x3f, h & 0xff, (h >> 8) & 0x3f, 0, 0]);
function webpLossless(w: number, h: number) {
  const bits = (w - 1) | ((h - 1) << 14); // 14 + 14 bits, then alpha and version bits (0)
  return riff('VP8L', [
    0x2f,
    bits & 0xff,
    (bits >> 8) & 0xff,
    (bits >> 16) & 0xff,
    (bits >>> 24) & 0xff,
    0,
    0,
    0,
    0,
    0,
  ]);
}
function webpExtended(w: number, h: number) {
  const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  return riff('VP8X', [0x10, 0, 0, 0, ...le24(w - 1), ...le24(h - 1)]);
}

const file = (bytes: Uint8Array, name = 'photo.png') => new File([Buffer.from(bytes)], name);

describe('sniffing images by their bytes', () => {
  it('reads a PNG size from IHDR', () => {
    expect(sniffImage(png(3, 2))).toEqual({ contentType: 'image/png', width: 3, height: 2 });
    expect(pngInfo(png(640, 480))).toEqual({ contentType: 'image/png', width: 640, height: 480 });
  });

  it('reads a JPEG size from its start-of-frame (baseline SOF0 and progressive SOF2), skipping other segments and fill bytes', () => {
    expect(sniffImage(jpeg(800, 600))).toEqual({ contentType: 'image/jpeg', width: 800, height: 600 });
    expect(jpegInfo(jpeg(1920, 1080, 0xc2))).toEqual({ contentType: 'image/jpeg', width: 1920, height: 1080 });
    expect(jpegInfo(jpeg(10, 20, 0xc0, true))).toEqual({ contentType: 'image/jpeg', width: 10, height: 20 });
  });

  it('does not take a Huffman table (C4) for a frame', () => {
    const bytes = jpeg(5, 5);
    const withDht = Uint8Array.from([0xff, 0xd8, 0xff, 0xc4, 0x00, 0x06, 0x00, 0x09, 0x00, 0x09, ...bytes.subarray(2)]);
    expect(jpegInfo(withDht)).toEqual({ contentType: 'image/jpeg', width: 5, height: 5 });
  });

  it('reads WebP sizes from VP8, VP8L and VP8X headers', () => {
    expect(webpInfo(webpLossy(300, 200))).toEqual({ contentType: 'image/webp', width: 300, height: 200 });
    expect(sniffImage(webpLossless(1024, 768))).toEqual({ contentType: 'image/webp', width: 1024, height: 768 });
    expect(sniffImage(webpLossless(1, 16384))).toEqual({ contentType: 'image/webp', width: 1, height: 16384 });
    expect(sniffImage(webpExtended(4000, 3000))).toEqual({ contentType: 'image/webp', width: 4000, height: 3000 });
  });

  it('refuses what is not a PNG, JPEG or WebP, whatever it is called', () => {
    expect(sniffImage(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'))).toBeNull();
    expect(
      sniffImage(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      ),
    ).toBeNull();
    expect(sniffImage(Buffer.from('just some text pretending to be a .png'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });

  it('refuses damaged or absurd headers', () => {
    expect(sniffImage(png(1, 1).subarray(0, 20))).toBeNull(); // cut inside IHDR
    expect(sniffImage(png(0, 5))).toBeNull();
    expect(sniffImage(png(50_000, 10))).toBeNull();
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull(); // scan before any frame
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(sniffImage(riff('VP8 ', [0x10, 0x02, 0x00, 0x00, 0x00, 0x00, 10, 0, 10, 0, 0, 0]))).toBeNull(); // no start code
    expect(sniffImage(riff('ALPH', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('preparing uploads', () => {
  it('gives each image a random id, its bytes, type and size', async () => {
    const [a, b] = await prepareImages([file(png(4, 3)), file(webpLossy(8, 8), 'x.webp')]);
    expect(a).toMatchObject({ contentType: 'image/png', width: 4, height: 3 });
    expect(b).toMatchObject({ contentType: 'image/webp', width: 8, height: 8 });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
    expect(Buffer.isBuffer(a.bytes)).toBe(true);
  });

  it('refuses a wrong type with 415, a file over 2 MB with 413 and too many files with 400', async () => {
    await expect(prepareImages([file(Buffer.from('%PDF-1.4'), 'image.png')])).rejects.toMatchObject({
      status: 415,
      messageKey: 'admin.catalog.errors.imageType',
    });
    const big = Buffer.concat([Buffer.from(png(10, 10)), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expect(prepareImages([file(big)])).rejects.toMatchObject({
      status: 413,
      messageKey: 'admin.catalog.errors.imageTooLarge',
    });
    await expect(prepareImages([file(png(1, 1)), file(png(1, 1))], 1)).rejects.toMatchObject({
      status: 400,
      messageKey: 'admin.catalog.errors.tooManyImages',
    });
  });

  it('accepts exactly 2 MB', async () => {
    const bytes = Buffer.concat([Buffer.from(png(2, 2))]);
    const padded = Buffer.concat([bytes, Buffer.alloc(MAX_IMAGE_BYTES - bytes.length)]);
    await expect(prepareImages([file(padded)])).resolves.toHaveLength(1);
  });

  it('ignores the empty file a browser sends for an untouched file input', () => {
    const empty = new File([], '');
    const real = file(png(1, 1));
    expect(filesOf([empty, real, 'text'])).toEqual([real]);
  });
});

describe('upload paths', () => {
  it('knows an upload by its /uploads/<uuid> path', () => {
    const id = crypto.randomUUID();
    expect(uploadIdOf(`/uploads/${id}`)).toBe(id);
    expect(uploadIdOf('/images/products/x/1.svg')).toBeNull();
    expect(uploadIdOf('/uploads/../etc/passwd')).toBeNull();
  });
});
