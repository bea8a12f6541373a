import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { lancamentosBancarios } from '../db/schema';
import { palavras } from '../conciliacao/nome';
import { EM_ABERTO } from '../razao/definicoes';

const CONTA = '0341/1234/56789-0';

/**
 * A few credits of the company's bank statement, so Conciliação has one of each proposal: the first overdue driver's
 * Pix with his txid (exato), the second's by name for his oldest charge (nome), and two a person must look at.
 */
export async function semearExtrato(tx: Db, motoristaIds: readonly number[], hoje: string): Promise<void> {
  const abertas = await queryRows<{ motorista_id: number; nome: string; em_aberto: string; data_prevista: string }>(
    tx,
    sql`select e.motorista_id, m.nome, e.em_aberto, e.data_prevista::text as data_prevista
      from ${EM_ABERTO} e join motoristas m on m.id = e.motorista_id
      where e.motorista_id in (${sql.join(motoristaIds.slice(0, 3).map((id) => sql`${id}`), sql`, `)}) and e.tipo = 'aluguel'
      order by e.data_prevista, e.pagamento_id`,
  );
  const [primeira] = abertas;
  const outra = abertas.find((a) => a.motorista_id !== primeira?.motorista_id);
  const linhas: (typeof lancamentosBancarios.$inferInsert)[] = [
    { conta: CONTA, fitid: 'demo-0003', data: hoje, valor: 150, memo: 'PIX RECEBIDO - JOSE CARLOS DA SILVA' },
    { conta: CONTA, fitid: 'demo-0004', data: hoje, valor: 1200, memo: 'TED RECEBIDA 341 SEGURADORA EXEMPLO SA' },
  ];
  if (primeira) {
    linhas.push({ conta: CONTA, fitid: 'demo-0001', data: hoje, valor: Number(primeira.em_aberto), memo: `PIX TRANSF FROTAM${String(primeira.motorista_id)}` });
  }
  if (outra) {
    linhas.push({ conta: CONTA, fitid: 'demo-0002', data: outra.data_prevista, valor: Number(outra.em_aberto), memo: `PIX RECEBIDO - ${palavras(outra.nome).join(' ')}` });
  }
  await tx.insert(lancamentosBancarios).values(linhas);
}
