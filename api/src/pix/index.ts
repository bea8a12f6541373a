import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { createStaticPix, hasError } from 'pix-utils';
import { apiError, entityTexts, idParams, MSG, pixCobranca, type PixCobranca } from '@frota/shared/domain';
import type { Config } from '../config';
import { pagamentos } from '../db/schema';
import { badRequest, HttpException, notFound } from '../http/errors';

/** The receiver's part of the configuration a BR Code needs. */
export type PixConfig = Pick<Config, 'pixChave' | 'pixNome' | 'pixCidade'>;

export const PIX_TEXTS = {
  semSaldo: 'Esta cobrança não tem saldo em aberto.',
} as const;

// the BR Code's name and city take no accents (EMV's alphanumeric set): "São Paulo" → "SAO PAULO"
function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** A txid: letters and digits only, at most 25 (the BR Code's limit for a static Pix). */
export function txidPix(...parts: (string | number)[]): string {
  return parts.join('').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 25);
}

/** "2025-03-10" → "20250310" */
export const diaCompacto = (dia: string): string => dia.replaceAll('-', '');

/** The Pix copia-e-cola (EMV BR Code) of a static Pix for `valor`, or null when Pix is not configured. */
export function pixCopiaECola(config: PixConfig, { valor, txid }: { valor: number; txid: string }): string | null {
  if (!config.pixChave) return null;
  const pix = createStaticPix({
    merchantName: emvText(config.pixNome ?? '', 25) || 'FROTA',
    merchantCity: emvText(config.pixCidade ?? '', 15) || 'BRASIL',
    pixKey: config.pixChave,
    txid: txidPix(txid) || '***',
    transactionAmount: Math.round(valor * 100) / 100,
  });
  if (hasError(pix)) throw new Error(`Pix inválido: ${pix.message}`);
  return pix.toBRCode();
}

/** GET /pagamentos/:id/pix: a BR Code for the charge's open saldo. */
export async function pixRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pagamentos/:id/pix',
    {
      schema: {
        tags: ['Pagamentos'],
        summary: 'Pix (copia-e-cola) do saldo em aberto de uma cobrança',
        params: idParams,
        response: {
          200: pixCobranca,
          400: apiError.describe(`${MSG.cobrancaCancelada} / ${PIX_TEXTS.semSaldo}`),
          401: apiError,
          404: apiError.describe(`${entityTexts.pagamentos.notFound} / ${MSG.pixNaoConfigurado}`),
        },
      },
    },
    async (request): Promise<PixCobranca> => {
      if (!app.config.pixChave) throw notFound(MSG.pixNaoConfigurado);
      const [cobranca] = await app.db
        .select({ id: pagamentos.id, status: pagamentos.status_pagamento, saldo: pagamentos.saldo, data_prevista: pagamentos.data_prevista })
        .from(pagamentos)
        .where(eq(pagamentos.id, request.params.id))
        .limit(1);
      if (!cobranca) throw notFound(entityTexts.pagamentos.notFound);
      if (cobranca.status === 'cancelado') throw new HttpException(400, MSG.cobrancaCancelada);
      const valor = Number(cobranca.saldo ?? 0);
      if (!(valor > 0)) throw badRequest(undefined, PIX_TEXTS.semSaldo);
      const txid = txidPix('FROTA', cobranca.id, 'D', diaCompacto(cobranca.data_prevista));
      return { copiaECola: pixCopiaECola(app.config, { valor, txid })!, txid, valor };
    },
  );
}
