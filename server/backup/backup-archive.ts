/**
 * The backup file: a plain tar (ustar) of named entries, so `tar -tf FILE` lists it and
 * `tar -xf` takes it apart by hand if ever needed. Entries: `herd-backup.json` (what it is),
 * the secrets of DATA_DIR (`report-key`, `jwt-secret`) and `pgdata.tar.gz` (the embedded
 * database, as PGlite dumps it).
 */
export interface BackupEntry {
  name: string;
  bytes: Uint8Array;
}

const BLOCK = 512;

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write('0000600\0', 100, 'ascii'); // mode
  block.write('0000000\0', 108, 'ascii'); // uid
  block.write('0000000\0', 116, 'ascii'); // gid
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('        ', 148, 'ascii'); // checksum, counted as spaces
  block.write('0', 156, 'ascii'); // a regular file
  block.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

export function packBackup(entries: BackupEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.bytes.byteLength), Buffer.from(entry.bytes));
    const padding = (BLOCK - (entry.bytes.byteLength % BLOCK)) % BLOCK;
    parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function unpackBackup(archive: Uint8Array): Map<string, Uint8Array> {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const entries = new Map<string, Uint8Array>();
  for (let offset = 0; offset + BLOCK <= bytes.length; ) {
    const block = bytes.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim(), 8);
    if (!name || Number.isNaN(size) || offset + BLOCK + size > bytes.length) {
      throw new Error('This is not a complete herd Health backup file.');
    }
    entries.set(name, bytes.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (!entries.has('herd-backup.json') || !entries.has('pgdata.tar.gz')) {
    throw new Error('This is not a herd Health backup file.');
  }
  return entries;
}
