import { useEffect, useRef, useState } from 'react';
import { ReferenceInput, Stack, Text, formatDate, motoristaReferenceField, usePode, type Contrato, type CustomFieldProps } from '@frota/shared';
import { useContratosVigentes, type Vigencia } from './api/contratos-vigentes';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The driver select of a fine or an accident, inside the proposal below. */
export const campoMotorista = motoristaReferenceField();

/** What the driver is charged for a fine or an accident (issue 16): a charge on the contract of that day. */
export const CAMPO_VALOR_COBRADO = 'valor_cobrado_motorista';

/** The day of the fine (UTC) or the accident: the form holds 'YYYY-MM-DD' once typed, a fine's ISO instant before. */
function diaDaMulta(valor: unknown): string | null {
  const dia = typeof valor === 'string' ? valor.slice(0, 10) : '';
  return DIA.test(dia) ? dia : null;
}

/** Of the contracts in force that day, the one whose driver is proposed: an ativo one first. */
function contratoProposto(vigentes: readonly Contrato[]): Contrato | null {
  return vigentes.find((c) => c.status_contrato === 'ativo') ?? vigentes[0] ?? null;
}

const vazio = (valor: unknown) => valor === '' || valor === null || valor === undefined || valor === 0;

interface Props extends CustomFieldProps {
  /** the form field of the day whose contract is looked up: data_multa or data_sinistro */
  campoData: string;
  /** a fine's valor_multa: proposed as valor_cobrado_motorista once there is a driver, while that is empty or 0 (to financeiro and administrador) */
  campoValor?: string;
}

/**
 * The driver of a fine or an accident: when staff choose the vehicle or the date, the driver whose contract was
 * in force that day is proposed (GET /api/contratos?veiculo_id=&data=); staff can still choose another.
 * With `campoValor`, the amount charged to the driver follows that value until staff type another.
 */
export function MotoristaProposto({ id, value, onChange, onBlur, form, campoData, campoValor }: Props) {
  const [vigencia, setVigencia] = useState<Vigencia | null>(null);
  // the amount last proposed: while the field still holds it, it follows the fine's value
  const valorProposto = useRef<unknown>(null);
  // only a role that may charge the driver gets the amount proposed (the API refuses the others a charge: 403)
  const podeCobrar = usePode('financeiro');

  // only a change made by the user (or a driver proposed) asks again; loading a row to edit keeps what it has
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'veiculo_id' || name === campoData) {
        const veiculo = values.veiculo_id;
        const data = diaDaMulta(values[campoData]);
        setVigencia(typeof veiculo === 'number' && data ? { veiculo_id: veiculo, data } : null);
      }
      if (campoValor && podeCobrar && (name === campoMotorista.name || name === campoValor)) {
        const cobrado = values[CAMPO_VALOR_COBRADO];
        const valor = values[campoValor];
        const livre = vazio(cobrado) || cobrado === valorProposto.current;
        if (livre && typeof values[campoMotorista.name] === 'number' && typeof valor === 'number' && valor > 0) {
          valorProposto.current = valor;
          form.setValue(CAMPO_VALOR_COBRADO, valor, { shouldDirty: true });
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, campoData, campoValor, podeCobrar]);

  const consulta = useContratosVigentes(vigencia);
  const proposto = vigencia && consulta.data ? contratoProposto(consulta.data) : null;

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
