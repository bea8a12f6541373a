// Late charges on an overdue rent (issue 36): the contract's terms as the company sets them in Empresa, and their texts.

/** Multa por atraso (%), juros de mora (% ao mês) and the grace in days, before the company's first save. */
export const ENCARGOS_PADRAO = { multa_atraso_percentual: 2, juros_mora_percentual: 1, carencia_dias: 0 } as const;

/** The bounds the API enforces: the multa as the Código de Defesa do Consumidor caps it (2%). */
export const ENCARGOS_LIMITES = { multaMaxima: 2, jurosMaximo: 10, carenciaMaxima: 30 } as const;

export const ENCARGOS_MSG = {
  multaForaDoLimite: `A multa por atraso vai de 0% a ${ENCARGOS_LIMITES.multaMaxima}%`,
  jurosForaDoLimite: `Os juros de mora vão de 0% a ${ENCARGOS_LIMITES.jurosMaximo}% ao mês`,
  carenciaForaDoLimite: `A carência vai de 0 a ${ENCARGOS_LIMITES.carenciaMaxima} dias`,
  soAluguelVencido: 'Só um aluguel vencido e em aberto tem encargos.',
  jaIsento: 'Os encargos desta cobrança já foram isentados.',
  valorMaiorQueSaldoComEncargos: (total: string) => `O valor é maior que o saldo desta cobrança com os encargos (${total}).`,
  /** a rent's encargos as a débito of the contract's settlement (acerto), named by the rent's due date */
  encargosDoAluguel: (vencimento: string) => `Encargos por atraso (aluguel de ${vencimento})`,
  encargosPagosDeNovo: 'Os encargos pagos com este recebimento foram pagos de novo depois: estorne antes esse pagamento dos encargos.',
} as const;
