import { z } from 'zod';
import { STATUS_ALERTA } from '../enums';
import { MSG } from '../messages';
import { idParams, listQuery } from './api';
import { rowObjectOf, summaryOf } from './entity-zod';

/** An alert: the registry's row, with its vehicle (the alerts list joins it; none only for a driver's CNH). */
export const alertaManutencao = rowObjectOf('alertas').extend({ veiculo: summaryOf('veiculos').nullable() });

export type AlertaManutencao = z.infer<typeof alertaManutencao>;

export const ORDENACOES_ALERTA = ['id', 'placa', 'tipo_alerta', 'quilometragem_alerta', 'dias_alerta'] as const;

/** GET /alertas-manutencao: optional pages and sort like every list, and the status (default: the active ones). */
export const alertasQuery = listQuery.pick({ page: true, pageSize: true, order: true }).extend({
  status: z.enum(STATUS_ALERTA, { error: MSG.opcaoInvalida }).default('ativo'),
  veiculo_id: idParams.shape.id.optional(),
  sort: z.enum(ORDENACOES_ALERTA, { error: MSG.opcaoInvalida }).optional(),
});

/** One Web Push message (SPEC §7): title brand and model, one body line per alert, the vehicle and alert ids. */
export const pushNotification = z.object({
  title: z.string({ error: MSG.obrigatorio }).trim().min(1, MSG.obrigatorio).max(200, MSG.textoLongo),
  body: z.string({ error: MSG.obrigatorio }).max(2000, MSG.textoLongo),
  data: z.object({
    veiculoId: z.number({ error: MSG.idInvalido }).int(MSG.idInvalido).positive(MSG.idInvalido).optional(),
    ids: z.array(z.number({ error: MSG.idInvalido }).int(MSG.idInvalido).positive(MSG.idInvalido)).max(100, MSG.valorMuitoAlto),
    /** a driver's notice: the page of his that a tap opens (shell/public/sw-push.js honours only /motorista paths) */
    url: z.string().regex(/^\/motorista(\/[a-z]*)?$/, MSG.textoInvalido).optional(),
  }),
});

export const sendNotificationInput = z.object({
  notifications: z.array(pushNotification).min(1, MSG.obrigatorio).max(100, MSG.valorMuitoAlto),
});

export const sendNotificationResult = z.object({ sent: z.number(), failed: z.number() });

// push service keys are URL-safe base64 without padding (RFC 8291)
const base64url = (max: number) => z.string({ error: MSG.obrigatorio }).regex(/^[A-Za-z0-9_-]+={0,2}$/, MSG.textoInvalido).max(max, MSG.textoLongo);

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/, error: MSG.textoInvalido }).max(2000, MSG.textoLongo),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

export const pushSubscriptionRemoval = z.object({ endpoint: z.string({ error: MSG.obrigatorio }).min(1, MSG.obrigatorio).max(2000, MSG.textoLongo) });

export const pushPublicKey = z.object({ publicKey: z.string() });

export type PushNotification = z.infer<typeof pushNotification>;
export type SendNotificationResult = z.infer<typeof sendNotificationResult>;
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
