import { formatNumber } from './format';
import type { AlertaManutencao, PushNotification } from './schemas/alerta';

type AlertaTexto = Pick<AlertaManutencao, 'tipo_alerta' | 'quilometragem_alerta' | 'dias_alerta'>;

/** The chip and notification line of an alert (SPEC §2, alerts screen). */
export function textoAlerta(alerta: AlertaTexto): string {
  if (alerta.tipo_alerta === 'quilometragem') return `Necessita revisão: ${formatNumber(alerta.quilometragem_alerta)} km rodados`;
  if (alerta.tipo_alerta === 'tempo') return `Necessita revisão: ${formatNumber(alerta.dias_alerta)} dias desde a última`;
  return 'Necessita revisão';
}

/** SPEC §7: one notification per vehicle, titled brand and model, one body line per alert. */
export function notificacoesDeAlertas(alertas: readonly AlertaManutencao[]): PushNotification[] {
  const porVeiculo = new Map<number, AlertaManutencao[]>();
  for (const alerta of alertas) porVeiculo.set(alerta.veiculo.id, [...(porVeiculo.get(alerta.veiculo.id) ?? []), alerta]);
  return [...porVeiculo.values()].map((doVeiculo) => {
    const { veiculo } = doVeiculo[0]!;
    return {
      title: `${veiculo.marca} ${veiculo.modelo}`,
      body: doVeiculo.map(textoAlerta).join('\n'),
      data: { veiculoId: veiculo.id, ids: doVeiculo.map((a) => a.id) },
    };
  });
}
