import { deflateSync } from 'node:zlib';

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Luma from interleaved pixels; alpha (2 or 4 channels) is composited on white. */
export function toGray(
  src: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
): GrayImage {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    let v: number;
    if (channels >= 3)
      v = 0.299 * (src[o] ?? 0) + 0.587 * (src[o + 1] ?? 0) + 0.114 * (src[o + 2] ?? 0);
    else v = src[o] ?? 0;
    if (channels === 2 || channels === 4) {
      const alpha = (src[o + channels - 1] ?? 255) / 255;
      v = v * alpha + 255 * (1 - alpha);
    }
    data[i] = v;
  }
  return { width, height, data };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** 8-bit grayscale PNG, the input the OCR engine reads. */
export function encodePng(image: GrayImage): Buffer {
  const { width, height, data } = image;
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    raw.set(data.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
