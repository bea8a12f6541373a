import { useEffect, useRef, useState } from 'react';
import { ReferenceInput, Stack, Text, contratos, formatDate, motoristaReferenceField, useQuery, type Contrato, type CustomFieldProps } from '@frota/shared';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The fine's driver select, inside the proposal below. */
export const campoMotorista = motoristaReferenceField();

interface Vigencia {
  veiculo_id: number;
  data: string;
}

/** The UTC day of the fine: the form holds 'YYYY-MM-DD' once typed, the API's ISO instant before. */
export function diaDaMulta(valor: unknown): string | null {
  const dia = typeof valor === 'string' ? valor.slice(0, 10) : '';
  return DIA.test(dia) ? dia : null;
}

/** Of the contracts in force that day, the one whose driver is proposed: an ativo one first. */
export function contratoProposto(vigentes: readonly Contrato[]): Contrato | null {
  return vigentes.find((c) => c.status_contrato === 'ativo') ?? vigentes[0] ?? null;
}

/**
 * The fine's driver: when staff choose the vehicle or the fine date, the driver whose contract was in force
 * that day is proposed (GET /api/contratos?veiculo_id=&data=); staff can still choose another.
 */
export function MotoristaProposto({ id, value, onChange, onBlur, form }: CustomFieldProps) {
  const [vigencia, setVigencia] = useState<Vigencia | null>(null);

  // only a change made by the user asks again; loading a fine to edit keeps its driver
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || (name !== 'veiculo_id' && name !== 'data_multa')) return;
      const veiculo = values.veiculo_id;
      const data = diaDaMulta(values.data_multa);
      setVigencia(typeof veiculo === 'number' && data ? { veiculo_id: veiculo, data } : null);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const consulta = useQuery({
    queryKey: contratos.keys.action('vigentes', { ...vigencia }),
    queryFn: () => contratos.list({ filters: { ...vigencia } }),
    enabled: vigencia !== null,
  });
  const proposto = vigencia && consulta.data ? contratoProposto(consulta.data.rows) : null;

  const aplicado = useRef<string | null>(null);
  useEffect(() => {
    if (!vigencia || !consulta.data) return;
    const chave = `${vigencia.veiculo_id}|${vigencia.data}`;
    if (aplicado.current === chave) return;
    aplicado.current = chave;
    if (proposto) onChange(proposto.motorista_id);
  }, [vigencia, consulta.data, proposto, onChange]);

  return (
    <Stack gap="1">
      <ReferenceInput id={id} field={campoMotorista} value={value} onChange={onChange} onBlur={onBlur} />
      <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="motorista-proposto">
        {vigencia === null
          ? null
          : consulta.isPending
            ? 'Buscando o contrato vigente...'
            : consulta.isError
              ? 'Não foi possível buscar o contrato vigente nesta data.'
              : proposto
                ? `Motorista do contrato vigente em ${formatDate(vigencia.data)}: ${proposto.motorista?.nome ?? `#${proposto.motorista_id}`}. Você pode alterá-lo.`
                : `Nenhum contrato vigente para este veículo em ${formatDate(vigencia.data)}.`}
      </Text>
    </Stack>
  );
}
