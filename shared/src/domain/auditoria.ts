// The audit trail (issue 18): what each row of /api/auditoria says happened, and how a screen says it.

export const ACOES_AUDITORIA = [
  'criacao',
  'alteracao',
  'exclusao',
  'recebimento',
  'estorno',
  'acerto',
  'login',
  'login_falhou',
  'logout',
  'papel',
  'senha_redefinida',
  'senha_alterada',
  'release_publicada',
  'release_ativada',
  'release_revertida',
  'isencao_encargos',
  'lembrete_enviado',
  'acesso_enviado',
  'acesso_revogado',
  'condutor_confirmado',
] as const;
export type AcaoAuditoria = (typeof ACOES_AUDITORIA)[number];

/** The verb after the user's name: "Maria alterou …". */
export const ACAO_AUDITORIA_LABELS: Readonly<Record<AcaoAuditoria, string>> = {
  criacao: 'criou',
  alteracao: 'alterou',
  exclusao: 'excluiu',
  recebimento: 'registrou um recebimento',
  estorno: 'estornou um recebimento',
  acerto: 'encerrou o contrato',
  login: 'entrou',
  login_falhou: 'tentou entrar',
  logout: 'saiu',
  papel: 'alterou o papel',
  senha_redefinida: 'redefiniu a senha',
  senha_alterada: 'trocou a senha',
  release_publicada: 'publicou uma versão',
  release_ativada: 'ativou uma versão',
  release_revertida: 'reverteu uma versão',
  isencao_encargos: 'isentou os encargos',
  lembrete_enviado: 'enviou um lembrete de cobrança',
  acesso_enviado: 'enviou o acesso ao motorista',
  acesso_revogado: 'revogou o acesso do motorista',
  condutor_confirmado: 'confirmou que era o condutor',
};

/** The request id of what the server's command line did (`users create`, `users reset`): no user, no request. */
export const REQUEST_ID_LINHA_DE_COMANDO = 'linha-de-comando';

/** A key an audit row's before/after never holds: hashes, tokens, passwords (`trocar_senha` is only a flag). */
export function campoSecreto(key: string): boolean {
  return /password|token/i.test(key) || (/senha/i.test(key) && key !== 'trocar_senha');
}
