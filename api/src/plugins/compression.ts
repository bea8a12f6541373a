import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer fits in a packet or two: compressing it costs more time than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the answers of the routes registered after it in the same scope (the API's JSON; SSE and
 * partial content are left alone by @fastify/compress). Static files are not in that scope: they are
 * compressed at build (scripts/build.mjs) and web.ts serves the copies.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // request bodies stay plain JSON: a compressed body would get past the body limit's intent
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
