import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { createStaticPix, hasError } from 'pix-utils';
import { apiError, entityTexts, formatBRL, idParams, MSG, pixCobranca, pixQuery, type PixCobranca } from '@frota/shared/domain';
import type { Config } from '../config';
import { centavos, encargos, reais, saldosMotoristas } from '../razao/definicoes';
import { queryRows, type Db } from '../db/client';
import { pagamentos } from '../db/schema';
import { recebedorPix } from '../empresa/repository';
import { badRequest, HttpException, notFound } from '../http/errors';

/** The receiver a BR Code names: the company's (Empresa), or before its first save the environment's PIX_*. */
export type PixConfig = Pick<Config, 'pixChave' | 'pixNome' | 'pixCidade'>;

export const PIX_TEXTS = {
  semSaldo: 'Esta cobrança não tem saldo em aberto.',
  motoristaSemSaldo: 'Este motorista não tem saldo em aberto.',
  /** `saldoDevedor` as formatBRL writes it ("R$ 1.650,00") */
  acimaDoSaldoDevedor: (saldoDevedor: string) => `O valor é maior que o total em aberto (${saldoDevedor}).`,
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

/**
 * What the driver owes: the em aberto of all his non-cancelled charges, every type, whatever the due date, plus the
 * encargos of his overdue rents today (issue 36), which his receipts take; null for an unknown driver.
 */
export async function saldoDevedorDoMotorista(db: Db, motoristaId: number): Promise<number | null> {
  const hoje = sql`hoje_sao_paulo()`;
  const [row] = await queryRows<{ saldo: number }>(
    db,
    sql`select (coalesce(s.saldo_devedor, 0)
        + coalesce((select sum(x.encargos) from ${encargos(hoje)} x where x.motorista_id = m.id), 0))::float8 as saldo
      from motoristas m left join ${saldosMotoristas(hoje)} s on s.motorista_id = m.id
      where m.id = ${motoristaId}`,
  );
  return row ? Number(row.saldo) : null;
}

/**
 * The amount a BR Code asks for: `pedido` (more than 0, checked by the query schema) up to `emAberto`, or the whole
 * em aberto when none was asked; 400 when nothing is open or the amount is above it.
 */
function valorDoPix(pedido: number | undefined, emAberto: number, textos: { semSaldo: string; acimaDoAberto: string }): number {
  if (pedido === undefined) {
    if (!(centavos(emAberto) > 0)) throw badRequest(undefined, textos.semSaldo);
    return centavos(emAberto) / 100;
  }
  if (centavos(pedido) > centavos(emAberto)) throw badRequest({ valor: textos.acimaDoAberto }, textos.acimaDoAberto);
  return centavos(pedido) / 100;
}

/** GET /pagamentos/:id/pix and GET /motoristas/:id/pix: a BR Code for the amount asked, at most what is open. */
export async function pixRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pagamentos/:id/pix',
    {
      schema: {
        tags: ['Pagamentos'],
        summary: 'Pix (copia-e-cola) de uma cobrança, para o valor pedido',
        description:
          'Um BR Code (Pix estático) de `valor` reais (mais que 0 e no máximo o em aberto da cobrança: valor_pago − valor_recebido, mais os encargos de hoje de um aluguel vencido); ' +
          'sem `valor`, o em aberto inteiro. O txid é `FROTA<id da cobrança>`.',
        params: idParams,
        querystring: pixQuery,
        response: {
          200: pixCobranca,
          400: apiError.describe(`${MSG.maiorQueZero} / ${MSG.valorMaiorQueSaldo} / ${MSG.cobrancaCancelada} / ${PIX_TEXTS.semSaldo}`),
          401: apiError,
          404: apiError.describe(`${entityTexts.pagamentos.notFound} / ${MSG.pixNaoConfigurado}`),
        },
      },
    },
    async (request): Promise<PixCobranca> => {
      const recebedor = await recebedorPix(app.db, app.config);
      if (!recebedor.pixChave) throw notFound(MSG.pixNaoConfigurado);
      const [cobranca] = await app.db
        .select({
          id: pagamentos.id,
          status: pagamentos.status_pagamento,
          saldo: pagamentos.saldo,
          // an overdue rent's Pix asks its encargos too (issue 36), as its receipt takes them
          encargos: sql<string>`coalesce((select x.encargos from ${encargos(sql`hoje_sao_paulo()`)} x where x.pagamento_id = ${pagamentos.id}), 0)`,
        })
        .from(pagamentos)
        .where(eq(pagamentos.id, request.params.id))
        .limit(1);
      if (!cobranca) throw notFound(entityTexts.pagamentos.notFound);
      if (cobranca.status === 'cancelado') throw new HttpException(400, MSG.cobrancaCancelada);
      const emAberto = reais(centavos(cobranca.saldo) + centavos(cobranca.encargos));
      const valor = valorDoPix(request.query.valor, emAberto, { semSaldo: PIX_TEXTS.semSaldo, acimaDoAberto: MSG.valorMaiorQueSaldo });
      const txid = txidPix('FROTA', cobranca.id);
      return { copiaECola: pixCopiaECola(recebedor, { valor, txid })!, txid, valor };
    },
  );

  app.get(
    '/motoristas/:id/pix',
    {
      schema: {
        tags: ['Motoristas'],
        summary: 'Pix (copia-e-cola) de um motorista, para o valor pedido',
        description:
          'Um BR Code (Pix estático) de `valor` reais (mais que 0 e no máximo o saldo devedor do motorista: o em aberto de todas ' +
          'as suas cobranças não canceladas, de qualquer tipo e vencimento, mais os encargos de hoje dos aluguéis vencidos); sem `valor`, o saldo devedor inteiro. ' +
          'O txid é `FROTAM<id do motorista>`.',
        params: idParams,
        querystring: pixQuery,
        response: {
          200: pixCobranca,
          400: apiError.describe(`${MSG.maiorQueZero} / ${PIX_TEXTS.acimaDoSaldoDevedor('R$ X')} / ${PIX_TEXTS.motoristaSemSaldo}`),
          401: apiError,
          404: apiError.describe(`${entityTexts.motoristas.notFound} / ${MSG.pixNaoConfigurado}`),
        },
      },
    },
    async (request): Promise<PixCobranca> => pixDoMotorista(app.db, app.config, request.params.id, request.query.valor),
  );
}

/**
 * A BR Code of a driver's for `pedido` reais (at most his saldo devedor), or the whole saldo devedor; its txid
 * `FROTAM<id>` is what the bank reconciliation matches. The staff's route and the driver's own page both ask it.
 */
export async function pixDoMotorista(db: Db, config: Parameters<typeof recebedorPix>[1], motoristaId: number, pedido: number | undefined): Promise<PixCobranca> {
  const recebedor = await recebedorPix(db, config);
  if (!recebedor.pixChave) throw notFound(MSG.pixNaoConfigurado);
  const saldoDevedor = await saldoDevedorDoMotorista(db, motoristaId);
  if (saldoDevedor === null) throw notFound(entityTexts.motoristas.notFound);
  const valor = valorDoPix(pedido, saldoDevedor, {
    semSaldo: PIX_TEXTS.motoristaSemSaldo,
    acimaDoAberto: PIX_TEXTS.acimaDoSaldoDevedor(formatBRL(saldoDevedor)),
  });
  const txid = txidPix('FROTAM', motoristaId);
  return { copiaECola: pixCopiaECola(recebedor, { valor, txid })!, txid, valor };
}
