import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from '#common/schemas/admin-catalog.ts';
import { ShopError } from './errors.ts';

/**
 * Product image uploads: the type comes from the file's first bytes (never its name or the
 * browser's claim) and the size from the image header. PNG, JPEG and WebP only: SVG is refused,
 * since an SVG is a document that can carry scripts and links.
 */

export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageInfo = { contentType: ImageType; width: number; height: number };
export type PreparedImage = ImageInfo & { id: string; bytes: Buffer };

/** Larger sides than this are not a product photo (and would not fit a browser canvas). */
const MAX_SIDE = 20_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => b[at] * 0x1000000 + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

function sized(contentType: ImageType, width: number, height: number): ImageInfo | null {
  if (!Number.isInteger(width) || !Number.isInteger(height)) return null;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { contentType, width, height };
}

/** PNG: the signature, then the IHDR chunk first, holding width and height (big-endian). */
export function pngInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return null;
  if (ascii(b, 12, 4) !== 'IHDR' || u32be(b, 8) !== 13) return null;
  return sized('image/png', u32be(b, 16), u32be(b, 20));
}

/** Start-of-frame markers (baseline, extended, progressive, lossless, …): not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then segments up to the first start-of-frame, which holds height and width. */
export function jpegInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    let marker = b[at + 1];
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && at + 2 < b.length) {
      at++;
      marker = b[at + 1];
    }
    at += 2;
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return null;
    if (at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 7 > b.length) return null;
      return sized('image/jpeg', u16be(b, at + 5), u16be(b, at + 3));
    }
    at += length;
  }
  return null;
}

/** WebP: RIFF/WEBP, then a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk. */
export function webpInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') {
    // Flags (1 byte) and 3 reserved, then canvas width-1 and height-1, 24 bits little-endian each.
    return sized('image/webp', u24le(b, 24) + 1, u24le(b, 27) + 1);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const width = 1 + (b[21] | ((b[22] & 0x3f) << 8));
    const height = 1 + ((b[22] >> 6) | (b[23] << 2) | ((b[24] & 0x0f) << 10));
    return sized('image/webp', width, height);
  }
  if (chunk === 'VP8 ') {
    // A 3-byte frame tag (bit 0 clear: a key frame), the start code 9D 01 2A, then 14-bit sizes.
    if ((b[20] & 0x01) !== 0 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized('image/webp', (b[26] | (b[27] << 8)) & 0x3fff, (b[28] | (b[29] << 8)) & 0x3fff);
  }
  return null;
}

/** The image's type and size from its bytes, or null when it is none of PNG, JPEG or WebP (or is damaged). */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes) ?? webpInfo(bytes);
}

/** What a multipart form gives for a file field (a web File or Blob). */
export type UploadFile = { size: number; name?: string; arrayBuffer(): Promise<ArrayBuffer> };

/** The file fields among a form's values (a browser sends an empty, nameless file for an untouched input). */
export function filesOf(values: unknown[]): UploadFile[] {
  return values.filter(
    (v): v is UploadFile =>
      typeof v === 'object' &&
      v !== null &&
      'arrayBuffer' in v &&
      typeof (v as UploadFile).size === 'number' &&
      !((v as UploadFile).size === 0 && !(v as UploadFile).name),
  );
}

/**
 * Checks and reads uploads: at most `room` files (400), each at most 2 MB (413) and a PNG,
 * JPEG or WebP by its bytes (415). Sizes are checked before anything is read.
 */
export async function prepareImages(files: UploadFile[], room = MAX_IMAGES): Promise<PreparedImage[]> {
  if (files.length > room)
    throw new ShopError(400, 'admin.catalog.errors.tooManyImages', {
      fieldErrors: { images: 'admin.catalog.errors.tooManyImages' },
      max: MAX_IMAGES,
    });
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES)
      throw new ShopError(413, 'admin.catalog.errors.imageTooLarge', {
        fieldErrors: { images: 'admin.catalog.errors.imageTooLarge' },
        file: fileName(file),
      });
  }
  const prepared: PreparedImage[] = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new ShopError(413, 'admin.catalog.errors.imageTooLarge', {
        fieldErrors: { images: 'admin.catalog.errors.imageTooLarge' },
        file: fileName(file),
      });
    const info = sniffImage(bytes);
    if (!info)
      throw new ShopError(415, 'admin.catalog.errors.imageType', {
        fieldErrors: { images: 'admin.catalog.errors.imageType' },
        file: fileName(file),
      });
    prepared.push({ ...info, id: crypto.randomUUID(), bytes });
  }
  return prepared;
}

/** The file's name for a message: short and plain. */
function fileName(file: UploadFile): string {
  return (file.name ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
}

export const UPLOAD_PATH_PREFIX = '/uploads/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The upload id of an image path (/uploads/<uuid>), or null for other images (the seed's files). */
export function uploadIdOf(path: string): string | null {
  if (!path.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const id = path.slice(UPLOAD_PATH_PREFIX.length);
  return UUID.test(id) ? id : null;
}

export const isUploadId = (id: string) => UUID.test(id);
