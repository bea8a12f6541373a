import { ENTITIES, type EntityName } from './entities';

// Who may do what (issue 18). Every signed-in user reads everything and writes the fleet, incidents and alerts;
// what else a route needs is one of these permissions, and the API answers 403 to a role without it.

export const PAPEIS = ['administrador', 'financeiro', 'operacional'] as const;
export type Papel = (typeof PAPEIS)[number];

export const PAPEL_LABELS: Readonly<Record<Papel, string>> = {
  administrador: 'Administrador',
  financeiro: 'Financeiro',
  operacional: 'Operacional',
};

export const PERMISSOES = {
  /** the users screen and API */
  usuarios: ['administrador'],
  /** the company's data (Empresa) */
  empresa: ['administrador'],
  /** the audit trail */
  auditoria: ['administrador', 'financeiro'],
  /** create, change or settle contracts, payments and receipts */
  financeiro: ['administrador', 'financeiro'],
  /** activate and roll back the remotes' releases (issue 19) */
  releases: ['administrador'],
  /** record the hand-over of a car (vistorias, their photos and charges from them); financeiro reads them */
  vistorias: ['administrador', 'operacional'],
  /** see and link the Traccar devices no tracker knows (issue 35) */
  integracoes: ['administrador'],
  /** run the weekly charge now, as its job does (POST /api/cobrancas/gerar) */
  gerarCobrancas: ['administrador'],
  /** send a push notification to everyone */
  notificar: ['administrador', 'financeiro'],
} as const satisfies Record<string, readonly Papel[]>;
export type Permissao = keyof typeof PERMISSOES;

/** Whether a role may do what a permission guards; no permission means any signed-in user. */
export function pode(papel: Papel, permissao: Permissao | null | undefined): boolean {
  if (!permissao) return true;
  return (PERMISSOES[permissao] as readonly Papel[]).includes(papel);
}

/** What writing an entity needs: finance's entities are the finance team's, vistorias the operations'. */
export function permissaoDeEscrita(entity: EntityName): Permissao | null {
  if (entity === 'vistorias') return 'vistorias';
  return ENTITIES[entity].remote === 'finance' ? 'financeiro' : null;
}
