import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { KM_MSG, formatPlaca } from '@frota/shared/domain';
import { abrirAlerta, notificacoesDosAlertas, resolverAlerta } from '../../alertas/eventos';
import { runWrite } from '../../crud/write-path';
import { queryRows, type Db } from '../../db/client';
import { posicoesRastreador, rastreadores, veiculos } from '../../db/schema';
import type { Job } from '../../jobs/scheduler';
import type { PosicaoRegistrada } from './posicao';

const HORA_MS = 60 * 60 * 1000;
/** A tracker that sent nothing for this long is "sem contato". */
export const SEM_CONTATO_MS = 24 * HORA_MS;

const chaveLeitura = (veiculoId: number) => `leitura_km:${String(veiculoId)}`;
const chaveContato = (rastreadorId: number) => `rastreador:${String(rastreadorId)}`;

/**
 * After a position: a suspect reading opens (or refreshes) "Leitura de km suspeita" for the vehicle and pushes it once;
 * a good reading stored after it resolves it (the glitch passed, or a person typed the right km); a tracker heard
 * again after 24 h resolves its "Rastreador sem contato" at once, not at the job's next run.
 */
export async function alertasDaPosicao(app: FastifyInstance, r: PosicaoRegistrada, agora = new Date()): Promise<void> {
  const voltou = r.rastreador_id !== null && r.contato_anterior !== null && agora.getTime() - r.contato_anterior.getTime() > SEM_CONTATO_MS;
  if (voltou) await resolverAlerta(app.db, { tipo_alerta: 'rastreador_sem_contato', chave: chaveContato(r.rastreador_id!) }, agora);
  if (r.veiculo_id === null || r.leitura_id === null) return;
  const veiculoId = r.veiculo_id;
  if (!r.suspeita) {
    await resolverAlerta(app.db, { tipo_alerta: 'leitura_suspeita', chave: chaveLeitura(veiculoId) }, agora);
    return;
  }
  const aberto = await runWrite(app.db, {}, async ({ tx }) => {
    const [veiculo] = await tx.select({ placa: veiculos.placa }).from(veiculos).where(eq(veiculos.id, veiculoId));
    const mensagem = KM_MSG.leituraSuspeita(formatPlaca(veiculo?.placa ?? ''), r.km ?? 0, r.km_anterior ?? 0);
    const alerta = await abrirAlerta(tx, { tipo_alerta: 'leitura_suspeita', chave: chaveLeitura(veiculoId), veiculo_id: veiculoId, mensagem });
    return alerta.aberto ? [alerta.id] : [];
  });
  if (aberto.length) app.push.sendInBackground(await notificacoesDosAlertas(app.db, aberto));
}

/**
 * "Rastreador sem contato": every tracker in a vehicle whose last position is more than 24 h old has one open alert;
 * one heard again, taken out of its vehicle or deleted has it resolved. A tracker that never reported is not watched
 * (it may not be on Traccar at all). Answers the alerts opened now.
 */
export async function avaliarSemContato(tx: Db, agora: Date): Promise<number[]> {
  const limite = new Date(agora.getTime() - SEM_CONTATO_MS).toISOString();
  const silenciosos = await queryRows<{ id: number; veiculo_id: number; placa: string; nome: string }>(
    tx,
    sql`select ${rastreadores.id} as id, ${rastreadores.veiculo_id} as veiculo_id, ${veiculos.placa} as placa, ${rastreadores.nome_dispositivo} as nome
      from ${rastreadores} join ${posicoesRastreador} on ${posicoesRastreador.rastreador_id} = ${rastreadores.id}
      join ${veiculos} on ${veiculos.id} = ${rastreadores.veiculo_id}
      where ${posicoesRastreador.contato_em} < ${limite}::timestamptz order by ${rastreadores.id}`,
  );
  const abertos: number[] = [];
  const chaves = new Set<string>();
  for (const r of silenciosos) {
    const chave = chaveContato(Number(r.id));
    chaves.add(chave);
    const alerta = await abrirAlerta(tx, { tipo_alerta: 'rastreador_sem_contato', chave, veiculo_id: Number(r.veiculo_id), mensagem: KM_MSG.semContato(formatPlaca(r.placa), r.nome) });
    if (alerta.aberto) abertos.push(alerta.id);
  }
  const ativos = await queryRows<{ chave: string }>(tx, sql`select chave from alertas_manutencao where status = 'ativo' and tipo_alerta = 'rastreador_sem_contato'`);
  for (const { chave } of ativos) if (!chaves.has(chave)) await resolverAlerta(tx, { tipo_alerta: 'rastreador_sem_contato', chave }, agora);
  return abertos;
}

/** The hourly job of "Rastreador sem contato" (a tracker silent since 23:30 is alerted by 00:30). */
export function semContatoJob(app: FastifyInstance): Job {
  return {
    name: 'rastreadores-sem-contato',
    everyMs: HORA_MS,
    async run(tx, now) {
      app.push.sendInBackground(await notificacoesDosAlertas(tx, await avaliarSemContato(tx, now)));
    },
  };
}
