import { sql, type SQL } from 'drizzle-orm';
import { etapaDoDia, mensagemLembrete, whatsappUrl, type LembreteEnviado, type LembreteHoje } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { EM_ABERTO, encargos, RECEITAS } from './definicoes';
import { pixCopiaECola, txidPix, type PixConfig } from '../pix';

// The day's reminders (issue 36). A driver is on a step of the schedule (days from the due date) on `data` when:
//  - a day before or on the due date (d ≤ 0): one of his open rent charges is due on data − d;
//  - a day late (d > 0): his oldest overdue open rent charge is exactly d days late.
// One row per driver: when several charges hit different steps, the most urgent (the largest d) wins. A driver
// whose oldest overdue charge is on no step of the schedule still gets the step of a charge due soon.

const dia = (data: string): SQL => sql`${data}::date`;

/** The schedule as SQL rows (dias), the list's own integers. */
const agenda = (dias: number[]): SQL => sql`(select unnest(array[${sql.join(
  dias.map((d) => sql`${d}`),
  sql`, `,
)}]::integer[]) as dias)`;

/**
 * What a reminder asks, by driver: the ledger's em aberto (with encargos) of every charge due up to the step's due date (the day
 * itself for the due date and the late steps), whatever its tipo, with how many are rent weeks.
 */
// with each overdue rent's encargos on that day (issue 36): the amount the message and its Pix ask
const valorDoLembrete = (data: SQL, etapas: SQL): SQL => sql`select e.motorista_id, sum(e.em_aberto + coalesce(x.encargos, 0)) as valor,
    (count(*) filter (where e.tipo = 'aluguel'))::int as semanas, (count(*) filter (where e.tipo <> 'aluguel'))::int as outras_cobrancas
  from ${EM_ABERTO} e join ${etapas} s on s.motorista_id = e.motorista_id
  left join ${encargos(data)} x on x.pagamento_id = e.pagamento_id
  where e.data_prevista <= ${data} + greatest(0, -s.dias)
  group by e.motorista_id`;

interface LembreteSql extends Record<string, unknown> {
  motorista_id: number;
  nome: string;
  telefone: string;
  veiculo_id: number;
  placa: string;
  dias: number;
  dias_atraso: number;
  vencimento: string;
  valor: number;
  semanas: number;
  outras_cobrancas: number;
  enviado_em: string | null;
  enviado_por: string | null;
}

/** Who gets a reminder on `data`, the most days late first; each with his step's message and whether it went out. */
export async function lembretesDoDia(db: Db, pix: PixConfig, data: string, dias: number[], motoristaId?: number): Promise<LembreteHoje[]> {
  if (!dias.length) return [];
  const d = dia(data);
  const antes = Math.max(0, -Math.min(...dias));
  const doMotorista = motoristaId === undefined ? sql`true` : sql`e.motorista_id = ${motoristaId}`;
  const rows = await queryRows<LembreteSql>(
    db,
    sql`with alugueis as (
        select e.pagamento_id, e.motorista_id, e.veiculo_id, e.data_prevista from ${EM_ABERTO} e
        where e.tipo = 'aluguel' and e.data_prevista <= ${d} + ${antes}::int and ${doMotorista}
      ), agenda as ${agenda(dias)},
      candidatas as (
        select a.motorista_id, min(a.data_prevista) as vencido from alugueis a where a.data_prevista < ${d} group by a.motorista_id
      ), passos as (
        select c.motorista_id, g.dias from candidatas c join agenda g on g.dias > 0 and g.dias = ${d} - c.vencido
        union
        select a.motorista_id, g.dias from alugueis a join agenda g on g.dias <= 0 and a.data_prevista = ${d} - g.dias
      ), etapas as (
        select motorista_id, max(dias) as dias from passos group by motorista_id
      ), valores as (${valorDoLembrete(d, sql`etapas`)}),
      carro as (
        select distinct on (a.motorista_id) a.motorista_id, a.veiculo_id from alugueis a join etapas s on s.motorista_id = a.motorista_id
        where a.data_prevista = ${d} - s.dias order by a.motorista_id, a.pagamento_id
      ), mais_antigo as (
        select a.motorista_id, min(a.data_prevista) as data_prevista from alugueis a group by a.motorista_id
      )
      select s.motorista_id, m.nome, m.telefone, v.id as veiculo_id, v.placa, s.dias,
        (${d} - o.data_prevista)::int as dias_atraso, (${d} - s.dias)::text as vencimento,
        x.valor::float8 as valor, x.semanas, x.outras_cobrancas,
        to_char(l.enviado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as enviado_em, u.nome as enviado_por
      from etapas s
      join motoristas m on m.id = s.motorista_id
      join carro c on c.motorista_id = s.motorista_id join veiculos v on v.id = c.veiculo_id
      join valores x on x.motorista_id = s.motorista_id
      join mais_antigo o on o.motorista_id = s.motorista_id
      left join lembretes_cobranca l on l.motorista_id = s.motorista_id and l.data = ${d}
        and l.etapa = (case when s.dias = -1 then 'vespera' when s.dias = 0 then 'vencimento' when s.dias > 0 then 'atraso_' || s.dias else 'antes_' || -s.dias end)
      left join users u on u.id = l.enviado_por
      order by dias_atraso desc, m.nome, m.id`,
  );
  return rows.map((row) => {
    const valor = Number(row.valor);
    const pixDoLembrete = pixCopiaECola(pix, { valor, txid: txidPix('FROTAM', row.motorista_id) });
    const dados = {
      nome: row.nome,
      placa: row.placa,
      dias: Number(row.dias),
      vencimento: row.vencimento,
      valor,
      semanas: Number(row.semanas),
      outras_cobrancas: Number(row.outras_cobrancas),
      pix: pixDoLembrete,
    };
    return {
      motorista: { id: Number(row.motorista_id), nome: row.nome, telefone: row.telefone },
      veiculo: { id: Number(row.veiculo_id), placa: row.placa },
      etapa: etapaDoDia(dados.dias),
      dias_atraso: Number(row.dias_atraso),
      vencimento: row.vencimento,
      valor,
      semanas: dados.semanas,
      outras_cobrancas: dados.outras_cobrancas,
      pix: pixDoLembrete,
      whatsapp_url: whatsappUrl(row.telefone, mensagemLembrete(dados)),
      enviado: row.enviado_em ? { enviado_em: row.enviado_em, enviado_por: row.enviado_por } : null,
    };
  });
}

interface EnviadoSql extends Record<string, unknown> {
  id: number;
  motorista_id: number;
  data: string;
  etapa: string;
  valor: number;
  enviado_em: string;
  enviado_por: string | null;
}

/** The reminders sent to a driver, the latest first (his page, the "Avaliar bloqueio" history), or the one of a day's step. */
export async function lembretesEnviados(db: Db, motoristaId: number, passo?: { data: string; etapa: string }): Promise<LembreteEnviado[]> {
  const onde = passo ? sql`l.motorista_id = ${motoristaId} and l.data = ${dia(passo.data)} and l.etapa = ${passo.etapa}` : sql`l.motorista_id = ${motoristaId}`;
  const rows = await queryRows<EnviadoSql>(
    db,
    sql`select l.id, l.motorista_id, l.data::text as data, l.etapa, l.valor::float8 as valor,
        to_char(l.enviado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as enviado_em, u.nome as enviado_por
      from lembretes_cobranca l left join users u on u.id = l.enviado_por
      where ${onde} order by l.enviado_em desc, l.id desc limit 200`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), motorista_id: Number(row.motorista_id), valor: Number(row.valor) }));
}

/** His overdue charges (the ledger's em aberto due before `data`) and his last receipts: for a person to weigh a block. */
export async function historicoDeAtraso(db: Db, motoristaId: number, data: string) {
  const vencidas = await queryRows<{ pagamento_id: number; tipo: string; data_prevista: string; em_aberto: number; placa: string }>(
    db,
    sql`select e.pagamento_id, e.tipo, e.data_prevista::text as data_prevista, e.em_aberto::float8 as em_aberto, v.placa
      from ${EM_ABERTO} e join veiculos v on v.id = e.veiculo_id
      where e.motorista_id = ${motoristaId} and e.data_prevista < ${dia(data)} order by e.data_prevista, e.pagamento_id`,
  );
  const recebimentos = await queryRows<{ recebimento_id: number; tipo: string; data_pagamento: string; valor: number }>(
    db,
    sql`select r.recebimento_id, r.tipo, r.data_pagamento::text as data_pagamento, r.valor::float8 as valor from ${RECEITAS} r
      where r.motorista_id = ${motoristaId} order by r.data_pagamento desc, r.recebimento_id desc limit 5`,
  );
  return {
    cobrancas_vencidas: vencidas.map((c) => ({ ...c, pagamento_id: Number(c.pagamento_id), em_aberto: Number(c.em_aberto) })),
    ultimos_recebimentos: recebimentos.map((r) => ({ ...r, recebimento_id: Number(r.recebimento_id), valor: Number(r.valor) })),
  };
}
