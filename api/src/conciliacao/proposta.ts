import { sql } from 'drizzle-orm';
import { enumLabel, formatBRL, formatDate, type CandidatoConciliacao, type PropostaConciliacao } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { centavos, EM_ABERTO, reais } from '../razao/definicoes';
import { nomeConfere } from './nome';

/** A day apart from a due date that a payment may still be for it (issue 36). */
const JANELA_DIAS = 10;
const MAX_CANDIDATOS = 3;
/** late charges are never guessed from an amount: a driver pays the rent, the encargos follow (issue 36) */
const FORA_DO_PALPITE = new Set(['encargos']);

interface Cobranca {
  pagamento_id: number;
  motorista_id: number;
  tipo: string;
  data_prevista: string;
  centavos: number;
}

interface Motorista {
  id: number;
  nome: string;
  /** every open charge, oldest due first: what a lump sum covers */
  cobrancas: Cobranca[];
  /** those an amount may be matched to */
  palpitaveis: Cobranca[];
  totalPalpitavel: number;
}

export interface Indice {
  cobrancas: Map<number, Cobranca>;
  motoristas: Map<number, Motorista>;
  porValor: Map<number, CandidatoConciliacao[]>;
}

export interface Linha {
  data: string;
  valor: number;
  memo: string | null;
  nome: string | null;
}

const BRL = (cents: number) => formatBRL(reais(cents)).replace(/\u00a0/g, ' ');
const dias = (a: string, b: string) => Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
const quantas = (n: number) => (n === 1 ? '1 cobrança' : `${String(n)} cobranças`);

/**
 * Every open charge the ledger knows (razao_em_aberto), with its driver: read once for a whole list of bank lines,
 * indexed by charge, by driver and by amount. The caução of a contract no longer ativo is closed, as for a lump sum.
 */
export async function indiceDeCobrancas(db: Db): Promise<Indice> {
  const rows = await queryRows<{ pagamento_id: number; motorista_id: number; nome: string; tipo: string; data_prevista: string; em_aberto: string }>(
    db,
    sql`select e.pagamento_id, e.motorista_id, m.nome, e.tipo, e.data_prevista::text as data_prevista, e.em_aberto
      from ${EM_ABERTO} e
      join motoristas m on m.id = e.motorista_id
      join contratos c on c.id = e.contrato_id
      where e.tipo <> 'caucao' or c.status_contrato = 'ativo'
      order by e.motorista_id, e.data_prevista, e.pagamento_id`,
  );
  const cobrancas = new Map<number, Cobranca>();
  const motoristas = new Map<number, Motorista>();
  for (const row of rows) {
    const cobranca: Cobranca = {
      pagamento_id: Number(row.pagamento_id),
      motorista_id: Number(row.motorista_id),
      tipo: row.tipo,
      data_prevista: row.data_prevista,
      centavos: centavos(row.em_aberto),
    };
    if (cobranca.centavos <= 0) continue;
    cobrancas.set(cobranca.pagamento_id, cobranca);
    let motorista = motoristas.get(cobranca.motorista_id);
    if (!motorista) {
      motorista = { id: cobranca.motorista_id, nome: row.nome, cobrancas: [], palpitaveis: [], totalPalpitavel: 0 };
      motoristas.set(motorista.id, motorista);
    }
    motorista.cobrancas.push(cobranca);
    if (!FORA_DO_PALPITE.has(cobranca.tipo)) {
      motorista.palpitaveis.push(cobranca);
      motorista.totalPalpitavel += cobranca.centavos;
    }
  }
  const porValor = new Map<number, CandidatoConciliacao[]>();
  const juntar = (cents: number, candidato: CandidatoConciliacao) => porValor.set(cents, [...(porValor.get(cents) ?? []), candidato]);
  for (const motorista of motoristas.values()) {
    for (const c of motorista.palpitaveis) {
      juntar(c.centavos, { motorista_id: motorista.id, motorista_nome: motorista.nome, pagamento_ids: [c.pagamento_id], valor: reais(c.centavos), data_prevista: c.data_prevista });
    }
    // the sum of one charge is that charge
    if (motorista.palpitaveis.length > 1) {
      juntar(motorista.totalPalpitavel, {
        motorista_id: motorista.id,
        motorista_nome: motorista.nome,
        pagamento_ids: motorista.palpitaveis.map((c) => c.pagamento_id),
        valor: reais(motorista.totalPalpitavel),
        data_prevista: motorista.palpitaveis[motorista.palpitaveis.length - 1]!.data_prevista,
      });
    }
  }
  return { cobrancas, motoristas, porValor };
}

/** The due date of the candidate's charges nearest the bank line's day. */
function distancia(indice: Indice, candidato: CandidatoConciliacao, data: string): number {
  return Math.min(...candidato.pagamento_ids.map((id) => dias(indice.cobrancas.get(id)?.data_prevista ?? candidato.data_prevista, data)));
}

function aConferir(indice: Indice, linha: Linha, cents: number, antes?: string): PropostaConciliacao {
  const candidatos = [...(indice.porValor.get(cents) ?? [])]
    .sort((a, b) => distancia(indice, a, linha.data) - distancia(indice, b, linha.data) || a.motorista_id - b.motorista_id)
    .slice(0, MAX_CANDIDATOS);
  const soValor = candidatos.length
    ? `Só o valor confere (${candidatos.length === 1 ? '1 possibilidade' : `${String(candidatos.length)} possibilidades`}): confira antes de confirmar.`
    : 'Sem cobrança em aberto com este valor.';
  return {
    tipo: 'a_conferir',
    motivo: antes ? `${antes} ${soValor}` : soValor,
    motorista_id: null,
    motorista_nome: null,
    pagamento_ids: [],
    candidatos,
  };
}

/** The txid of a BR Code Frota made (pix/index.ts): FROTA<charge> or FROTAM<driver>, as the bank copied it. */
function txidDe(linha: Linha): { motorista: boolean; id: number; txid: string } | null {
  const m = /FROTA(M?)(\d{1,10})(?!\d)/.exec(`${linha.memo ?? ''} ${linha.nome ?? ''}`.toUpperCase());
  if (!m) return null;
  const id = Number(m[2]);
  return id > 0 && id <= 2_147_483_647 ? { motorista: m[1] === 'M', id, txid: m[0] } : null;
}

/** What Frota proposes for an open bank line (issue 36): our own Pix, else the amount and the name, else the amount. */
export function propor(indice: Indice, linha: Linha): PropostaConciliacao {
  const cents = centavos(linha.valor);
  const txid = txidDe(linha);
  if (txid && !txid.motorista) {
    const cobranca = indice.cobrancas.get(txid.id);
    const motorista = cobranca && indice.motoristas.get(cobranca.motorista_id);
    if (!cobranca || !motorista) return aConferir(indice, linha, cents, `O Pix traz o código ${txid.txid}, mas a cobrança #${String(txid.id)} não está em aberto.`);
    if (cents > cobranca.centavos) {
      return aConferir(indice, linha, cents, `O Pix traz o código ${txid.txid}, mas passa do em aberto da cobrança (${BRL(cobranca.centavos)}).`);
    }
    return {
      tipo: 'exato',
      motivo: `Pix do Frota (${txid.txid}): ${enumLabel('tipo_cobranca', cobranca.tipo).toLowerCase()} de ${motorista.nome}, vencimento ${formatDate(cobranca.data_prevista)}.`,
      motorista_id: motorista.id,
      motorista_nome: motorista.nome,
      pagamento_ids: [cobranca.pagamento_id],
      candidatos: [],
    };
  }
  if (txid) {
    const motorista = indice.motoristas.get(txid.id);
    const total = motorista?.cobrancas.reduce((s, c) => s + c.centavos, 0) ?? 0;
    if (!motorista) return aConferir(indice, linha, cents, `O Pix traz o código ${txid.txid}, mas o motorista #${String(txid.id)} não tem saldo em aberto.`);
    if (cents > total) return aConferir(indice, linha, cents, `O Pix traz o código ${txid.txid}, mas passa do saldo em aberto de ${motorista.nome} (${BRL(total)}).`);
    return {
      tipo: 'exato',
      motivo: `Pix do Frota (${txid.txid}): pagamento de ${motorista.nome}, distribuído pelas ${quantas(motorista.cobrancas.length)} em aberto, a mais antiga primeiro.`,
      motorista_id: motorista.id,
      motorista_nome: motorista.nome,
      pagamento_ids: motorista.cobrancas.map((c) => c.pagamento_id),
      candidatos: [],
    };
  }
  const pagador = `${linha.memo ?? ''} ${linha.nome ?? ''}`;
  const porNome = (indice.porValor.get(cents) ?? []).filter((c) => distancia(indice, c, linha.data) <= JANELA_DIAS && nomeConfere(c.motorista_nome, pagador));
  // one driver owing the same amount twice (two weeks of rent): the oldest first, as a lump sum would pay
  const doMesmo = porNome.length > 0 && porNome.every((c) => c.motorista_id === porNome[0]!.motorista_id);
  if (doMesmo) {
    const [c] = [...porNome].sort((a, b) => a.data_prevista.localeCompare(b.data_prevista)) as [CandidatoConciliacao];
    const uma = c.pagamento_ids.length === 1 ? indice.cobrancas.get(c.pagamento_ids[0]!) : undefined;
    const oQue = uma
      ? `o em aberto da cobrança de ${enumLabel('tipo_cobranca', uma.tipo).toLowerCase()} com vencimento em ${formatDate(uma.data_prevista)}`
      : `o total em aberto de ${quantas(c.pagamento_ids.length)}`;
    return {
      tipo: 'nome',
      motivo: `O valor é ${oQue} e o nome do pagador confere com ${c.motorista_nome}.`,
      motorista_id: c.motorista_id,
      motorista_nome: c.motorista_nome,
      pagamento_ids: c.pagamento_ids,
      candidatos: [],
    };
  }
  return aConferir(indice, linha, cents, porNome.length ? 'O valor e o nome conferem com mais de um motorista.' : undefined);
}
