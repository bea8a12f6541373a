import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANGULOS, idParams, type Angulo } from '@frota/shared/domain';
import { badRequest } from '../../http/errors';
import { keyedBodyIs } from '../../plugins/idempotency';
import { readFileUpload, type UploadRule } from '../../storage/upload';

export const FOTO_MAX_BYTES = 10 * 1024 * 1024;
export const FOTO_MSG = {
  tipo: 'Envie uma foto JPEG, PNG ou WebP.',
  grande: 'A foto passa de 10 MB.',
  semArquivo: 'Envie a foto no campo arquivo.',
  anguloOuAvaria: 'Informe o ângulo ou o número da avaria da foto (um dos dois).',
} as const;

const campos = z
  .object({
    angulo: z.enum(ANGULOS, { error: 'Ângulo inválido' }).optional(),
    avaria_numero: z.coerce.number({ error: 'Informe um número inteiro' }).int('Informe um número inteiro').min(1).max(999).optional(),
    legenda: z.string().trim().max(500, 'Texto muito longo').optional(),
  })
  .refine((c) => (c.angulo === undefined) !== (c.avaria_numero === undefined), { message: FOTO_MSG.anguloOuAvaria, path: ['angulo'] });

export interface Upload {
  bytes: Buffer;
  contentType: string;
  angulo: Angulo | null;
  avaria_numero: number | null;
  legenda: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: Upload | null;
  }
}

const REGRA: UploadRule = { maxBytes: FOTO_MAX_BYTES, tipos: new Set(['image/jpeg', 'image/png', 'image/webp']), msg: FOTO_MSG };

/**
 * The route's preValidation: reads the multipart body whole (one file, at most 10 MB), types the file by its
 * bytes, and names it to the idempotency key before it is claimed.
 */
export async function readUpload(request: FastifyRequest): Promise<void> {
  // a bad id is the params schema's 400, answered next without reading the body
  if (!idParams.safeParse(request.params).success) return;
  const { bytes, contentType, fields } = await readFileUpload(request, REGRA);
  const parsed = campos.safeParse(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'angulo', issue.message]));
    throw badRequest(errors);
  }
  const { angulo, avaria_numero, legenda } = parsed.data;
  request.upload = { bytes, contentType, angulo: angulo ?? null, avaria_numero: avaria_numero ?? null, legenda: legenda || null };
  keyedBodyIs(request, { angulo, avaria_numero, legenda, sha256: createHash('sha256').update(bytes).digest('hex') });
}
