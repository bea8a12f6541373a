import { z } from 'zod';
import { ACOES_AUDITORIA } from '../auditoria';
import { ENTITY_NAMES } from '../entities';
import { MSG } from '../messages';
import { listQuery } from './api';
import { dia, id, opcao } from './fields';

/** What the trail names: the registry's entities, the staff accounts (sign-ins included) and the remotes' releases. */
export const ENTIDADES_AUDITADAS = ['usuarios', ...ENTITY_NAMES, 'releases', 'empresa'] as const;

const campos = z.record(z.string(), z.unknown()).nullable();

export const registroAuditoria = z.object({
  id: z.number().int(),
  /** ISO instant */
  em: z.string(),
  usuario_id: z.number().int().nullable(),
  /** the user's name as it is now, for "Maria alterou …" */
  usuario_nome: z.string().nullable(),
  /** the driver who acted on his own page (issue 37): no staff user did */
  motorista_id: z.number().int().nullable(),
  /** that driver's name as it is now, for "Carlos Pereira (motorista) confirmou …" */
  motorista_nome: z.string().nullable(),
  /** the email typed at a sign-in (a failed one of an unknown email has no user) */
  email: z.string().nullable(),
  acao: z.enum(ACOES_AUDITORIA),
  entidade: z.string(),
  registro_id: z.number().int().nullable(),
  /** the record as people know it ("ABC-1D23", "Ana Souza", a user's email); a deleted one by its id (issue 33) */
  registro_nome: z.string(),
  /** the page of the record while it exists (registro-auditado.ts), else null */
  registro_pagina: z.string().nullable(),
  antes: campos,
  depois: campos,
  request_id: z.string().nullable(),
});

/** GET /api/auditoria: a page of the trail, newest first, filtered by record, user, action and São Paulo days. */
export const auditoriaQuery = listQuery.pick({ page: true, pageSize: true }).extend({
  entidade: opcao(ENTIDADES_AUDITADAS).optional(),
  registro_id: z.coerce.number({ error: MSG.idInvalido }).pipe(id()).optional(),
  usuario_id: z.coerce.number({ error: MSG.idInvalido }).pipe(id()).optional(),
  /** one action only; without it, every action but the sign-ins (`login`), which are noise unless asked for */
  acao: opcao(ACOES_AUDITORIA).optional(),
  de: dia().optional(),
  ate: dia().optional(),
});

export type RegistroAuditoria = z.infer<typeof registroAuditoria>;
/** The trail's query as the API reads it and the screens send it. */
export type FiltrosAuditoria = z.output<typeof auditoriaQuery>;
