import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.md', '.txt', '.xml', '.svg']);

/** The encodings a static file can be sent in; `identity` is the file as it is. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One file of the built site, ready to send. */
export interface StaticFile {
  contentType: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  compressible: boolean;
}

/** Picks the best encoding the client accepts: brotli, then gzip, else the file as it is. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Reads built files and compresses them on first request, as a production host or CDN would; each
 * file is read and compressed once per change (keyed by modification time and size).
 */
export class StaticFileCache {
  private readonly files = new Map<string, { key: string; file: StaticFile }>();

  /** The file at `filePath`, or null when there is no such regular file. */
  async read(filePath: string): Promise<StaticFile | null> {
    const stats = await fs.stat(filePath).catch(() => null);
    if (!stats?.isFile()) return null;
    const key = `${stats.mtimeMs}:${stats.size}`;
    const cached = this.files.get(filePath);
    if (cached?.key === key) return cached.file;
    const body = await fs.readFile(filePath);
    const extension = path.extname(filePath).toLowerCase();
    const file: StaticFile = {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      bodies: { identity: body },
      compressible: COMPRESSIBLE.has(extension) && body.length > 512,
    };
    this.files.set(filePath, { key, file });
    return file;
  }

  /** The body of `file` in `encoding` (compressed now if it was not yet); compressing is skipped for media. */
  static body(file: StaticFile, encoding: Encoding): { encoding: Encoding; body: Buffer } {
    if (!file.compressible || encoding === 'identity') return { encoding: 'identity', body: file.bodies.identity };
    file.bodies[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(file.bodies.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: file.bodies.identity.length } })
        : gzipSync(file.bodies.identity, { level: 6 });
    return { encoding, body: file.bodies[encoding]! };
  }
}
