import { formatBRL, type Pagamento } from '@frota/shared';

// How the screens say an overdue rent's late charges (issue 36).

export const ENCARGOS_TEXTOS = {
  isentar: 'Isentar encargos',
  motivo: 'Motivo',
  cancelar: 'Cancelar',
  confirmar: 'Isentar',
  isentados: 'Encargos isentados',
  erro: 'Erro ao isentar os encargos. Por favor, tente novamente.',
  depois: 'Daí em diante este aluguel não terá encargos por atraso.',
} as const;

/** "Encargos R$ 13,22" under an overdue rent's saldo; nothing on a charge without them. */
export const notaDeEncargos = (p: Pick<Pagamento, 'encargos'>): string | null => (p.encargos > 0 ? `Encargos ${formatBRL(p.encargos)}` : null);

/** What a receipt of `valor` on a rent pays: "R$ 1.650,00 de aluguel + R$ 36,30 de encargos"; null when it takes no encargos. */
export function partesDoRecebimento(valor: number | null, saldo: number, encargos: number): string | null {
  if (valor === null || !(encargos > 0)) return null;
  const total = Math.round(valor * 100);
  const doAluguel = Math.min(total, Math.round(saldo * 100));
  const deEncargos = Math.min(total - doAluguel, Math.round(encargos * 100));
  if (deEncargos <= 0) return `${formatBRL(doAluguel / 100)} de aluguel, sem os encargos`;
  return `${formatBRL(doAluguel / 100)} de aluguel + ${formatBRL(deEncargos / 100)} de encargos`;
}

/** An overdue rent with encargos today may have them waived. */
export const podeIsentar = (p: Pick<Pagamento, 'tipo' | 'encargos' | 'encargos_isentos_em'>): boolean => p.tipo === 'aluguel' && p.encargos > 0 && !p.encargos_isentos_em;
