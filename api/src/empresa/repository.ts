import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ENCARGOS_PADRAO, LEMBRETES_PADRAO, type Empresa, type EmpresaDoDocumento, type empresaInput, type Uf } from '@frota/shared/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { empresa } from '../db/schema';
import { runWrite } from '../crud/write-path';
import { preconditionFailed, type ExpectedVersao } from '../crud/write-service';
import type { Autor } from '../auditoria/registrar';

/** The singleton's id (a CHECK keeps it the only one). */
const ID = 1;

const colunas = {
  versao: empresa.versao,
  razao_social: empresa.razao_social,
  cnpj: empresa.cnpj,
  endereco: empresa.endereco,
  cidade: empresa.cidade,
  uf: empresa.uf,
  chave_pix: empresa.chave_pix,
  whatsapp: empresa.whatsapp,
  multa_atraso_percentual: empresa.multa_atraso_percentual,
  juros_mora_percentual: empresa.juros_mora_percentual,
  carencia_dias: empresa.carencia_dias,
  lembretes_dias: empresa.lembretes_dias,
};

/** What the environment says of the company (EMPRESA_NOME or PIX_NOME, PIX_CIDADE, PIX_CHAVE). */
export type EmpresaConfig = Pick<Config, 'empresaNome' | 'pixChave' | 'pixNome' | 'pixCidade'>;

type Salva = Omit<Empresa, 'salvo'>;

async function salva(db: Db): Promise<Salva | null> {
  const [row] = await db.select(colunas).from(empresa).where(eq(empresa.id, ID)).limit(1);
  return row ? { ...row, uf: row.uf as Uf | null, multa_atraso_percentual: Number(row.multa_atraso_percentual), juros_mora_percentual: Number(row.juros_mora_percentual) } : null;
}

/**
 * The company in force: the saved row, or before the first save the environment's values at version 1 — the
 * version the row has when that save inserts it, so an If-Match of this answer holds for that save.
 */
export async function lerEmpresa(db: Db, config: EmpresaConfig): Promise<Empresa> {
  const row = await salva(db);
  if (row) return { ...row, salvo: true };
  return {
    versao: 1,
    salvo: false,
    razao_social: config.empresaNome,
    cnpj: null,
    endereco: null,
    cidade: config.pixCidade,
    uf: null,
    chave_pix: config.pixChave,
    whatsapp: null,
    ...ENCARGOS_PADRAO,
    lembretes_dias: [...LEMBRETES_PADRAO],
  };
}

/** How a receipt or a statement names the company. */
export async function empresaDoDocumento(db: Db, config: EmpresaConfig): Promise<EmpresaDoDocumento> {
  const e = await lerEmpresa(db, config);
  return { nome: e.razao_social ?? '', cnpj: e.cnpj, endereco: e.endereco, cidade: e.cidade, uf: e.uf, whatsapp: e.whatsapp };
}

/** The reminders' schedule in force: days from the due date (issue 36). */
export async function diasDosLembretes(db: Db): Promise<number[]> {
  const [row] = await db.select({ dias: empresa.lembretes_dias }).from(empresa).where(eq(empresa.id, ID)).limit(1);
  return row ? row.dias : [...LEMBRETES_PADRAO];
}

/** The Pix receiver: the saved company (its razão social and city), else the environment's PIX_*. */
export async function recebedorPix(db: Db, config: EmpresaConfig): Promise<Pick<Config, 'pixChave' | 'pixNome' | 'pixCidade'>> {
  const row = await salva(db);
  if (!row) return { pixChave: config.pixChave, pixNome: config.pixNome ?? config.empresaNome, pixCidade: config.pixCidade };
  return { pixChave: row.chave_pix, pixNome: row.razao_social, pixCidade: row.cidade };
}

/**
 * PUT: the whole company through the write path, audited. The first save inserts the bare row (version 1) and
 * updates it, so every save is an UPDATE under the row's lock: two first saves at once are one after the other.
 */
export async function salvarEmpresa(db: Db, input: z.output<typeof empresaInput>, versao: ExpectedVersao, autor: Autor): Promise<Empresa> {
  return runWrite(db, { autor }, async (write) => {
    const nova = await write.tx.insert(empresa).values({ id: ID }).onConflictDoNothing().returning({ id: empresa.id });
    const [antes] = await write.tx.select(colunas).from(empresa).where(eq(empresa.id, ID)).for('update');
    if (typeof versao === 'number' && antes!.versao !== versao) throw preconditionFailed();
    const [depois] = await write.tx.update(empresa).set(input).where(eq(empresa.id, ID)).returning(colunas);
    const primeira = nova.length > 0;
    await write.audit({ acao: primeira ? 'criacao' : 'alteracao', entidade: 'empresa', registroId: ID, antes: primeira ? null : antes!, depois: depois! });
    return { ...depois!, uf: depois!.uf as Uf | null, multa_atraso_percentual: Number(depois!.multa_atraso_percentual), juros_mora_percentual: Number(depois!.juros_mora_percentual), salvo: true };
  });
}
