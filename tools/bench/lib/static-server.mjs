// A small local server for the single bundle: its files gzip-encoded like the product's `compression`
// middleware (zlib default level, only when the request accepts gzip, bodies of 1 KB and more), the
// SPA fallback to index.html, and /api proxied to the running product.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json' };
const COMPRESSION_THRESHOLD = 1024;

const proxy = (req, res, target) => {
  const upstream = request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
};

const sendFile = (req, res, file) => {
  const size = statSync(file).size;
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && size >= COMPRESSION_THRESHOLD;
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  else res.setHeader('Content-Length', size);
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
};

/** Listens on 127.0.0.1:port; resolves with the server (close it when done). */
export const startStaticServer = ({ dir, port, apiTarget }) => {
  const target = new URL(apiTarget);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/api' || path.startsWith('/api/')) return proxy(req, res, target);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return sendFile(req, res, file);
    if (extname(path)) {
      res.writeHead(404).end();
      return;
    }
    sendFile(req, res, join(dir, 'index.html'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
};
