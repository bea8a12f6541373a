import { cnhFromBase, cpfFromBase, formatPlaca, hojeSaoPaulo, isPlacaValida } from '@frota/shared/domain';
import type { contratos, documentosVeiculo, manutencoes, motoristas, multas, pagamentos, planos, rastreadores, recebimentos, sinistros, veiculos } from '../db/schema';
import {
  CATEGORIAS_PESO,
  CIDADES,
  INFRACOES,
  MODELOS,
  NOMES,
  OBSERVACOES_VEICULO,
  PROVEDORES_EMAIL,
  RASTREADORES,
  RUAS,
  SERVICOS,
  SINISTROS,
  SOBRENOMES,
} from './catalog';
import { addDays, daysBetween, minDay } from './dates';
import { createRandom, type Random } from './random';

// Rows refer to each other by their index in these arrays; the seeder swaps indexes for ids.
type Veiculo = typeof veiculos.$inferInsert;
type Motorista = typeof motoristas.$inferInsert;
type Contrato = Omit<typeof contratos.$inferInsert, 'motorista_id' | 'veiculo_id'> & { motorista: number; veiculo: number };
/**
 * A charge as it ends up: a `pago` one is written open and paid by its receipts (the recebimentos trigger sets
 * pago and its date); `multa` is the index of the fine it bills the driver for.
 */
type Pagamento = Omit<typeof pagamentos.$inferInsert, 'contrato_id' | 'multa_id'> & { contrato: number; multa?: number };
type Recebimento = Omit<typeof recebimentos.$inferInsert, 'pagamento_id'> & { pagamento: number };
type Manutencao = Omit<typeof manutencoes.$inferInsert, 'veiculo_id'> & { veiculo: number };
type Multa = Omit<typeof multas.$inferInsert, 'veiculo_id' | 'motorista_id'> & { veiculo: number; motorista: number };
type Sinistro = Omit<typeof sinistros.$inferInsert, 'veiculo_id' | 'motorista_id'> & { veiculo: number; motorista: number };
type Rastreador = Omit<typeof rastreadores.$inferInsert, 'veiculo_id'> & { veiculo: number | null };
type Plano = typeof planos.$inferInsert;
type Documento = Omit<typeof documentosVeiculo.$inferInsert, 'veiculo_id'> & { veiculo: number };

export interface DemoData {
  veiculos: Veiculo[];
  motoristas: Motorista[];
  contratos: Contrato[];
  pagamentos: Pagamento[];
  recebimentos: Recebimento[];
  manutencoes: Manutencao[];
  multas: Multa[];
  sinistros: Sinistro[];
  rastreadores: Rastreador[];
  planos: Plano[];
  documentos: Documento[];
}

export const DEMO_SEED = 20_260_101;
const VEICULOS = 32;
const COM_CONTRATO_ATIVO = 24;
const SO_CONTRATOS_ENCERRADOS = 6; // vehicles 24..29; 30 and 31 never rented (free to delete in a demo)
const MOTORISTAS = 30;
const INTERVALO_REVISAO_KM = 10_000;
/** vehicles whose last service is skipped, so the alerts screen has something to show */
const REVISAO_ATRASADA = new Set([3, 8, 13, 18, 27]);
/**
 * The drivers behind on rent (their active contract is on the vehicle of the same index) and how many past weeks
 * they owe, so the collections screen has a few rows whatever the day; everybody else has paid what is due.
 */
const EM_ATRASO = new Map([
  [0, 3],
  [1, 2],
  [2, 3],
  [3, 2],
]);
/** of those, the driver who paid part of their oldest overdue week */
const PAGOU_EM_PARTE = 1;

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function dayBetween(rnd: Random, from: string, to: string): string {
  return addDays(from, rnd.int(0, Math.max(0, daysBetween(from, to))));
}

interface Frota {
  veiculos: Veiculo[];
  /** odometer of each vehicle on a given day */
  km: ((day: string) => number)[];
  kmPorDia: number[];
}

function generateVeiculos(rnd: Random, today: string): Frota {
  const placas = new Set<string>();
  const veiculosGerados: Veiculo[] = [];
  const km: ((day: string) => number)[] = [];
  const kmPorDiaDe: number[] = [];
  for (let i = 0; i < VEICULOS; i++) {
    const { marca, modelo, preco } = rnd.pick(MODELOS);
    // the first vehicles are the oldest, so the active contracts among them span a whole year of payments
    const diasDesdeCompra = i < COM_CONTRATO_ATIVO ? rnd.int(380, 1400) : i < VEICULOS - 2 ? rnd.int(200, 900) : rnd.int(10, 40);
    const data_aquisicao = addDays(today, -diasDesdeCompra);
    const anoCompra = Number(data_aquisicao.slice(0, 4));
    // every third car is from before the Mercosul plates (2020) and still carries its old plate
    const placaAntiga = i % 3 === 0;
    const ano_fabricacao = placaAntiga ? Math.min(2019, Math.max(2015, anoCompra - rnd.int(2, 5))) : Math.max(2015, anoCompra - rnd.pick([0, 0, 1, 2, 3]));
    const idade = anoCompra - ano_fabricacao;
    const quilometragem_inicial = idade === 0 ? rnd.int(0, 80) : idade * rnd.int(10_000, 20_000);
    let placa: string;
    do {
      const mercosul = !placaAntiga && (ano_fabricacao >= 2020 || rnd.chance(0.35));
      placa = formatPlaca(mercosul ? `${rnd.letters(3)}${rnd.digits(1)}${rnd.letters(1)}${rnd.digits(2)}` : `${rnd.letters(3)}${rnd.digits(4)}`);
    } while (placas.has(placa) || !isPlacaValida(placa));
    placas.add(placa);
    const valor_compra = Math.round(preco * 0.85 ** idade * (0.95 + rnd.next() * 0.1) * 100) / 100;
    // app drivers run 80 to 160 km a day; a car never rented barely moves
    const kmPorDia = i < COM_CONTRATO_ATIVO + SO_CONTRATOS_ENCERRADOS ? rnd.int(80, 160) : rnd.int(2, 10);
    kmPorDiaDe.push(kmPorDia);
    km.push((day) => quilometragem_inicial + kmPorDia * Math.max(0, daysBetween(data_aquisicao, day)));
    veiculosGerados.push({
      placa,
      modelo,
      marca,
      ano_fabricacao,
      quilometragem_inicial,
      data_aquisicao,
      valor_compra,
      observacoes: rnd.chance(0.4) ? rnd.pick(OBSERVACOES_VEICULO) : null,
    });
  }
  return { veiculos: veiculosGerados, km, kmPorDia: kmPorDiaDe };
}

function generateMotoristas(rnd: Random, today: string): Motorista[] {
  const nomes = new Set<string>();
  const cpfs = new Set<string>();
  const lista: Motorista[] = [];
  for (let i = 0; i < MOTORISTAS; i++) {
    let primeiro: string, sobrenome1: string, sobrenome2: string;
    do {
      primeiro = rnd.pick(NOMES);
      sobrenome1 = rnd.pick(SOBRENOMES);
      sobrenome2 = rnd.pick(SOBRENOMES);
    } while (sobrenome1 === sobrenome2 || nomes.has(`${primeiro} ${sobrenome2}`));
    nomes.add(`${primeiro} ${sobrenome2}`);
    let cpf: string;
    do cpf = cpfFromBase(rnd.digits(9));
    while (cpfs.has(cpf) || /^(\d)\1{10}$/.test(cpf.replace(/\D/g, '')));
    cpfs.add(cpf);
    const local = rnd.chance(0.6) ? CIDADES[rnd.int(0, 1)]! : rnd.pick(CIDADES);
    const usuario = stripAccents(`${primeiro}.${sobrenome2}`).toLowerCase() + (rnd.chance(0.4) ? String(rnd.int(10, 99)) : '');
    // a few CNHs expired or about to expire, as happens in any real fleet
    const validade_cnh =
      i === 5 || i === 11 ? addDays(today, -rnd.int(5, 120)) : i === 7 || i === 14 ? addDays(today, rnd.int(3, 25)) : addDays(today, rnd.int(60, 1800));
    lista.push({
      nome: `${primeiro} ${sobrenome1} ${sobrenome2}`,
      cpf,
      rg: `${rnd.digits(2)}.${rnd.digits(3)}.${rnd.digits(3)}-${rnd.digits(1)}`,
      data_nascimento: addDays(today, -rnd.int(21 * 365, 60 * 365)),
      // a real número de registro: its nine first digits drawn, DENATRAN's two check digits computed
      cnh: cnhFromBase(`0${rnd.digits(10)}`.slice(0, 9)),
      categoria_cnh: rnd.pick(CATEGORIAS_PESO),
      validade_cnh,
      telefone: `(${local.ddd}) 9${rnd.digits(4)}-${rnd.digits(4)}`,
      email: `${usuario}@${rnd.pick(PROVEDORES_EMAIL)}`,
      endereco: `${rnd.pick(RUAS)}, ${rnd.int(10, 2500)} - ${rnd.pick(local.bairros)}, ${local.cidade} - ${local.uf}`,
      // drivers 0..23 drive the active contracts; 24, 25 left, 26 is suspended, the others wait for a car
      status: i === 24 || i === 25 ? 'inativo' : i === 26 ? 'suspenso' : 'ativo',
    });
  }
  return lista;
}

interface Periodo {
  inicio: string;
  fim: string;
}

function overlaps(a: Periodo, b: Periodo): boolean {
  return a.inicio <= b.fim && b.inicio <= a.fim;
}

function generateContratos(rnd: Random, today: string, frota: Frota): Contrato[] {
  const lista: Contrato[] = [];
  const ocupado: Periodo[][] = Array.from({ length: MOTORISTAS }, () => []);
  const aluguel = () => rnd.int(55, 90) * 10;
  const inicioJanela = addDays(today, -364);

  // former contracts go to the drivers without a car now, or to one whose current contract starts later
  const freeMotorista = (periodo: Periodo): number | null => {
    const candidatos = Array.from({ length: MOTORISTAS }, (_, i) => (i + COM_CONTRATO_ATIVO) % MOTORISTAS);
    const livres = candidatos.filter((m) => !ocupado[m]!.some((p) => overlaps(p, periodo)));
    return livres.length ? rnd.pick(livres) : null;
  };
  const record = (c: Contrato) => {
    ocupado[c.motorista]!.push({ inicio: c.data_inicio, fim: c.data_fim ?? '9999-12-31' });
    lista.push(c);
  };
  const encerrado = (veiculo: number, inicio: string, semanas: number, status: 'finalizado' | 'cancelado'): string => {
    const fim = addDays(inicio, semanas * 7 - 1);
    const motorista = freeMotorista({ inicio, fim });
    // no driver free then: the car simply stood still for those weeks
    if (motorista !== null) record({ motorista, veiculo, data_inicio: inicio, data_fim: fim, valor_aluguel: aluguel(), status_contrato: status });
    return fim;
  };

  // the active contracts first (driver v drives vehicle v), so an earlier contract never takes a driver who is busy later
  const anteriores: { veiculo: number; inicio: string; semanas: number }[] = [];
  for (let v = 0; v < COM_CONTRATO_ATIVO; v++) {
    let inicio = addDays(inicioJanela, rnd.int(0, 20));
    // some cars had another driver first
    if (rnd.chance(0.4)) {
      const semanas = rnd.int(8, 20);
      anteriores.push({ veiculo: v, inicio, semanas });
      inicio = addDays(inicio, semanas * 7 - 1 + rnd.int(3, 20));
    }
    const maxInicio = addDays(today, -14);
    if (inicio > maxInicio) inicio = maxInicio;
    const data_fim = rnd.chance(0.2) ? addDays(inicio, 52 * 7 + 7 * rnd.int(4, 26)) : null;
    record({ motorista: v, veiculo: v, data_inicio: inicio, data_fim, valor_aluguel: aluguel(), status_contrato: 'ativo' });
  }
  for (const a of anteriores) encerrado(a.veiculo, a.inicio, a.semanas, 'finalizado');
  for (let v = COM_CONTRATO_ATIVO; v < COM_CONTRATO_ATIVO + SO_CONTRATOS_ENCERRADOS; v++) {
    const compra = frota.veiculos[v]!.data_aquisicao;
    let inicio = addDays(compra > inicioJanela ? compra : inicioJanela, rnd.int(5, 30));
    const fim = encerrado(v, inicio, rnd.int(6, 18), 'finalizado');
    // two of these cars were rented again and the contract was cancelled in its first weeks
    if (v < COM_CONTRATO_ATIVO + 2) {
      inicio = addDays(fim, rnd.int(7, 21));
      if (addDays(inicio, 14) < today) encerrado(v, inicio, rnd.int(1, 2), 'cancelado');
    }
  }
  // ids in the order the contracts were signed; a caução of R$ 700–800 each (not drawn, so the rest of the data
  // stays as it was), refunded in full when the contract ended (its rent was all paid)
  return lista
    .sort((a, b) => a.data_inicio.localeCompare(b.data_inicio) || a.veiculo - b.veiculo)
    .map((c, i) => {
      const valor_caucao = 700 + ((i * 7) % 11) * 10;
      return { ...c, valor_caucao, caucao_devolvida: c.status_contrato === 'ativo' ? null : valor_caucao };
    });
}

function generatePagamentos(rnd: Random, today: string, contratosGerados: Contrato[]): Pagamento[] {
  const lista: Pagamento[] = [];
  contratosGerados.forEach((c, index) => {
    // how this driver pays: most on time, some late, a few stop paying for a while
    const sorteado = rnd.pick(['pontual', 'pontual', 'pontual', 'pontual', 'atrasa', 'devedor'] as const);
    // the first car's driver is behind on rent, so every status shows up whatever the day
    const perfil = c.veiculo === 0 && c.status_contrato === 'ativo' ? 'devedor' : sorteado;
    const limite = c.status_contrato === 'ativo' ? minDay(addDays(today, 7), c.data_fim ?? '9999-12-31') : c.data_fim!;
    const semanasPassadas = Math.floor(daysBetween(c.data_inicio, minDay(limite, today)) / 7);
    for (let k = 0, due = c.data_inicio; due <= limite; k++, due = addDays(c.data_inicio, 7 * k)) {
      const ehRecente = semanasPassadas - k < 3;
      let status: 'pendente' | 'pago' | 'atrasado' | 'cancelado';
      if (due >= today) status = 'pendente';
      else if (perfil === 'devedor' && ehRecente && c.status_contrato === 'ativo') status = 'atrasado';
      else if (c.status_contrato === 'cancelado' && k > 0) status = 'cancelado';
      else if (perfil === 'atrasa' && rnd.chance(0.12)) status = 'atrasado';
      else if (rnd.chance(0.03)) status = 'cancelado'; // a week waived while the car was in the shop
      else status = 'pago';
      const atraso = perfil === 'pontual' ? rnd.int(0, 1) : rnd.int(0, 5);
      lista.push({
        contrato: index,
        data_prevista: due,
        data_pagamento: status === 'pago' ? minDay(addDays(due, atraso), addDays(today, -1)) : null,
        valor_pago: Number(c.valor_aluguel),
        status_pagamento: status,
        gerado_automaticamente: true,
        editado_manualmente: status === 'pago' || status === 'cancelado',
        // the week it charges, as the weekly job records it: that week is never charged again, even if a person moves the date
        vencimento_gerado: due,
      });
    }
  });
  return lista;
}

/**
 * The money side of the weekly charges, drawn without the generator (so the rest of the data stays as it was):
 * only the EM_ATRASO drivers owe past weeks (their last ones; one paid part of the oldest); any other overdue week
 * was paid a few days late. Each contract's caução is charged on its start and paid that day.
 */
function settlePagamentos(today: string, contratosGerados: Contrato[], semanais: Pagamento[]): Pagamento[] {
  const emAtraso = new Set<Pagamento>();
  contratosGerados.forEach((c, index) => {
    const semanas = c.status_contrato === 'ativo' ? EM_ATRASO.get(c.veiculo) : undefined;
    if (!semanas) return;
    const vencidas = semanais.filter((p) => p.contrato === index && p.data_prevista < today && p.status_pagamento !== 'cancelado');
    for (const p of vencidas.slice(-semanas)) emAtraso.add(p);
  });
  const lista: Pagamento[] = semanais.map((p) => {
    if (emAtraso.has(p)) return { ...p, status_pagamento: 'atrasado', data_pagamento: null, editado_manualmente: false };
    if (p.status_pagamento !== 'atrasado') return p;
    return { ...p, status_pagamento: 'pago', data_pagamento: minDay(addDays(p.data_prevista, 4), addDays(today, -1)), editado_manualmente: true };
  });
  contratosGerados.forEach((c, index) => {
    if (c.status_contrato === 'cancelado' && c.data_inicio >= today) return;
    lista.push({
      contrato: index,
      tipo: 'caucao',
      data_prevista: c.data_inicio,
      data_pagamento: minDay(c.data_inicio, addDays(today, -1)),
      valor_pago: Number(c.valor_caucao),
      status_pagamento: 'pago',
      gerado_automaticamente: false,
      editado_manualmente: false,
    });
  });
  return lista;
}

/**
 * The latest fine of a driver on an active contract is charged to them (valor_cobrado_motorista): its charge on
 * that contract is due on the fine's due day (São Paulo), open, or paid on that day when it is past; he confirmed it.
 */
function chargeMulta(today: string, contratosGerados: Contrato[], multasGeradas: Multa[], lista: Pagamento[]): void {
  for (let i = multasGeradas.length - 1; i >= 0; i--) {
    const m = multasGeradas[i]!;
    const dia = hojeSaoPaulo(m.data_multa);
    const contrato = contratosGerados.findIndex(
      (c) => c.status_contrato === 'ativo' && c.motorista === m.motorista && c.data_inicio <= dia && (c.data_fim ?? '9999-12-31') >= dia,
    );
    if (contrato < 0) continue;
    m.valor_cobrado_motorista = m.valor_multa;
    // the driver confirmed on his own page that he was driving (issue 37): the fine's page says so
    m.condutor_confirmado_em = new Date(Math.min(new Date(m.data_multa).getTime() + 2 * 86_400_000, new Date(`${today}T12:00:00-03:00`).getTime()));
    const vencimento = hojeSaoPaulo(m.data_vencimento);
    const pago = vencimento < today;
    lista.push({
      contrato,
      multa: i,
      tipo: 'multa',
      data_prevista: vencimento,
      data_pagamento: pago ? vencimento : null,
      valor_pago: Number(m.valor_multa),
      status_pagamento: pago ? 'pago' : 'pendente',
      gerado_automaticamente: false,
      editado_manualmente: false,
    });
    return;
  }
}

/**
 * The latest fine whose driver is not indicated yet is due in a few days, so the alerts screen shows
 * "Indicar condutor até dd/mm" whatever the day.
 */
function multaAIndicar(today: string, multasGeradas: Multa[]): void {
  const multa = multasGeradas.findLast((m) => !m.transferido_para_condutor);
  if (multa) multa.data_vencimento = new Date(`${addDays(today, 5)}T12:00:00-03:00`);
}

/** One receipt for each paid charge (its whole value on its payment date); the partial one of PAGOU_EM_PARTE's oldest overdue week. */
function generateRecebimentos(today: string, contratosGerados: Contrato[], lista: Pagamento[]): Recebimento[] {
  const formas = ['pix', 'pix', 'pix', 'dinheiro', 'pix', 'transferencia', 'pix', 'cartao'] as const;
  const recebidos: Recebimento[] = [];
  let parcial = false;
  lista.forEach((p, pagamento) => {
    const forma_pagamento = formas[pagamento % formas.length]!;
    if (p.status_pagamento === 'pago') {
      recebidos.push({ pagamento, valor: Number(p.valor_pago), data_pagamento: p.data_pagamento!, forma_pagamento });
    } else if (!parcial && p.status_pagamento === 'atrasado' && contratosGerados[p.contrato]!.veiculo === PAGOU_EM_PARTE) {
      parcial = true;
      recebidos.push({ pagamento, valor: Math.round(Number(p.valor_pago) * 0.4), data_pagamento: minDay(addDays(p.data_prevista, 2), addDays(today, -1)), forma_pagamento: 'pix' });
    }
  });
  return recebidos;
}

function generateManutencoes(rnd: Random, today: string, frota: Frota): Manutencao[] {
  const lista: Manutencao[] = [];
  const inicioJanela = addDays(today, -364);
  frota.veiculos.forEach((v, index) => {
    const km = frota.km[index]!;
    const kmHoje = km(today);
    // one service every 10 000 km, alternating a full revision and a preventive one
    const servicos: { dia: string; km: number }[] = [];
    for (let alvo = v.quilometragem_inicial + INTERVALO_REVISAO_KM; alvo <= kmHoje; alvo += INTERVALO_REVISAO_KM) {
      const dias = Math.ceil((alvo - v.quilometragem_inicial) / frota.kmPorDia[index]!);
      const dia = addDays(v.data_aquisicao, dias + rnd.int(0, 4));
      if (dia >= inicioJanela && dia < today) servicos.push({ dia, km: Math.min(km(dia), kmHoje) });
    }
    if (REVISAO_ATRASADA.has(index)) servicos.pop();
    servicos.forEach((s, n) => {
      const tipo = n % 2 === 0 ? 'revisao' : 'preventiva';
      const servico = rnd.pick(SERVICOS[tipo]);
      lista.push({ veiculo: index, tipo_manutencao: tipo, descricao: servico.descricao, data_manutencao: s.dia, quilometragem: s.km, custo: rnd.money(servico.min, servico.max), status_atual: 'finalizada' });
    });
    if (rnd.chance(0.45) && kmHoje > v.quilometragem_inicial) {
      const dia = dayBetween(rnd, v.data_aquisicao > inicioJanela ? v.data_aquisicao : inicioJanela, addDays(today, -1));
      const servico = rnd.pick(SERVICOS.corretiva);
      lista.push({ veiculo: index, tipo_manutencao: 'corretiva', descricao: servico.descricao, data_manutencao: dia, quilometragem: km(dia), custo: rnd.money(servico.min, servico.max), status_atual: 'finalizada' });
    }
    if (index % 4 === 1) {
      const dia = addDays(today, rnd.int(1, 20));
      const servico = rnd.pick(SERVICOS.revisao);
      lista.push({ veiculo: index, tipo_manutencao: 'revisao', descricao: servico.descricao, data_manutencao: dia, quilometragem: km(dia), custo: rnd.money(servico.min, servico.max), status_atual: 'agendada' });
    }
  });
  return lista.sort((a, b) => a.data_manutencao.localeCompare(b.data_manutencao));
}

/** A random day of a contract's past, with its vehicle and driver. */
function randomContratoDay(rnd: Random, today: string, contratosGerados: Contrato[]) {
  const c = rnd.pick(contratosGerados.filter((x) => x.data_inicio < addDays(today, -2)));
  const dia = dayBetween(rnd, c.data_inicio, minDay(c.data_fim ?? today, addDays(today, -1)));
  return { c, dia };
}

function generateMultas(rnd: Random, today: string, contratosGerados: Contrato[]): Multa[] {
  const lista: Multa[] = [];
  for (let i = 0; i < 22; i++) {
    const { c, dia } = randomContratoDay(rnd, today, contratosGerados);
    const hora = `${String(rnd.int(6, 23)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}:00-03:00`;
    const data_multa = new Date(`${dia}T${hora}`);
    const data_vencimento = new Date(data_multa.getTime() + rnd.int(30, 45) * 86_400_000);
    const infracao = rnd.pick(INFRACOES);
    const transferido = rnd.chance(0.4);
    lista.push({
      veiculo: c.veiculo,
      motorista: c.motorista,
      data_multa,
      data_vencimento,
      valor_multa: infracao.valor,
      motivo: infracao.motivo,
      observacoes: transferido ? 'Indicação do condutor enviada ao órgão autuador' : rnd.chance(0.3) ? 'Aguardando notificação de penalidade' : null,
      transferido_para_condutor: transferido,
    });
  }
  return lista.sort((a, b) => a.data_multa.getTime() - b.data_multa.getTime());
}

function generateSinistros(rnd: Random, today: string, contratosGerados: Contrato[]): Sinistro[] {
  const lista: Sinistro[] = [];
  for (let i = 0; i < 7; i++) {
    const { c, dia } = randomContratoDay(rnd, today, contratosGerados);
    const s = rnd.pick(SINISTROS);
    lista.push({
      veiculo: c.veiculo,
      motorista: c.motorista,
      data_sinistro: dia,
      descricao: s.descricao,
      custo_reparo: rnd.money(s.min, s.max),
      observacoes: rnd.pick(['Boletim de ocorrência registrado', 'Franquia do seguro paga pelo motorista', null]),
    });
  }
  return lista.sort((a, b) => a.data_sinistro.localeCompare(b.data_sinistro));
}

function generateRastreadores(rnd: Random, today: string, frota: Frota): Rastreador[] {
  const codigos = new Set<string>();
  const imei = () => {
    let codigo: string;
    do codigo = `86${rnd.digits(13)}`;
    while (codigos.has(codigo));
    codigos.add(codigo);
    return codigo;
  };
  const lista: Rastreador[] = [];
  frota.veiculos.forEach((v, index) => {
    if (index >= 28) return;
    const modelo = rnd.pick(RASTREADORES);
    lista.push({
      nome_dispositivo: modelo.nome,
      codigo_identificacao: imei(),
      data_compra: minDay(addDays(v.data_aquisicao, rnd.int(0, 5)), today),
      caracteristicas: modelo.caracteristicas,
      km_atual: frota.km[index]!(today),
      veiculo: index,
    });
  });
  // spare units in stock, not installed yet
  for (let i = 0; i < 3; i++) {
    const modelo = rnd.pick(RASTREADORES);
    lista.push({ nome_dispositivo: modelo.nome, codigo_identificacao: imei(), data_compra: addDays(today, -rnd.int(5, 60)), caracteristicas: modelo.caracteristicas, km_atual: null, veiculo: null });
  }
  return lista;
}

/** The market's weekly plans by km band (issue 35), as the rental companies to app drivers sell them. */
const PLANOS: Plano[] = [
  { nome: 'Até 100 km', valor_semanal: 299, km_franquia_semanal: 100, valor_km_excedente: 0.9 },
  { nome: 'Até 500 km', valor_semanal: 379, km_franquia_semanal: 500, valor_km_excedente: 0.7 },
  { nome: 'Até 1.250 km', valor_semanal: 419, km_franquia_semanal: 1250, valor_km_excedente: 0.5 },
  { nome: 'Km livre', valor_semanal: 469, km_franquia_semanal: null, valor_km_excedente: 0 },
];

/**
 * Each car's IPVA, licenciamento and seguro, spread over the year from today without drawing from `rnd` (the other
 * parts stay as they were): the first cars' IPVA falls due within the alert window, and one rented car's
 * licenciamento is past due, so the alerts, the vehicle list's mark and the contract form's warning show in a demo.
 */
function generateDocumentos(today: string, frota: Frota): Documento[] {
  return frota.veiculos.flatMap((v, index): Documento[] => [
    { veiculo: index, tipo: 'ipva', descricao: `IPVA ${today.slice(0, 4)}`, vencimento: addDays(today, 10 + index * 9), valor: Math.round(v.valor_compra * 4) / 100 },
    { veiculo: index, tipo: 'licenciamento', vencimento: addDays(today, index === 5 ? -3 : 45 + index * 8), valor: 160.22 },
    { veiculo: index, tipo: 'seguro', descricao: 'Seguro total', vencimento: addDays(today, 90 + index * 7), valor: 3200 },
  ]);
}

/** The whole demo dataset for a given "today" (São Paulo), identical for the same day and seed. */
export function generateDemoData(today: string, seed: number = DEMO_SEED): DemoData {
  const rnd = createRandom(seed);
  const frota = generateVeiculos(rnd, today);
  const motoristasGerados = generateMotoristas(rnd, today);
  const contratosGerados = generateContratos(rnd, today, frota);
  // drawn in this order, so each part of the data stays the same when another changes
  const semanais = generatePagamentos(rnd, today, contratosGerados);
  const manutencoesGeradas = generateManutencoes(rnd, today, frota);
  const multasGeradas = generateMultas(rnd, today, contratosGerados);
  multaAIndicar(today, multasGeradas);
  const pagamentosGerados = settlePagamentos(today, contratosGerados, semanais);
  chargeMulta(today, contratosGerados, multasGeradas, pagamentosGerados);
  return {
    veiculos: frota.veiculos,
    motoristas: motoristasGerados,
    contratos: contratosGerados,
    pagamentos: pagamentosGerados,
    recebimentos: generateRecebimentos(today, contratosGerados, pagamentosGerados),
    manutencoes: manutencoesGeradas,
    multas: multasGeradas,
    sinistros: generateSinistros(rnd, today, contratosGerados),
    rastreadores: generateRastreadores(rnd, today, frota),
    planos: PLANOS,
    documentos: generateDocumentos(today, frota),
  };
}
