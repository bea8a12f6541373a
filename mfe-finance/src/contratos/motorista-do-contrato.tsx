import { ReferenceInput, Text, customReferenceField, motoristaReferenceField, motoristas, useOne, useParams, type CustomFieldProps } from '@frota/shared';
import { problemaDe, verificaMotorista } from './verificar-motorista';

const base = motoristaReferenceField();

/**
 * The driver select of the contract form: a driver who is not ativo, or whose CNH expires before the start date,
 * is said at once under the field; saving is then refused with the same text on the field (comMotoristaVerificado).
 */
function MotoristaDoContrato({ id, value, onChange, onBlur, invalid, form }: CustomFieldProps) {
  const editando = Boolean(useParams().id);
  const [dataInicio, status] = form.watch(['data_inicio', 'status_contrato']) as unknown[];
  const motorista = useOne(motoristas, typeof value === 'number' ? value : null);
  const problema = motorista.data && verificaMotorista(editando, status) ? problemaDe(motorista.data, dataInicio) : null;
  return (
    <>
      <ReferenceInput id={id} field={base} value={value} onChange={onChange} onBlur={onBlur} />
      {/* after a refused save the field's own error says it */}
      {problema && !invalid ? (
        <Text color="fg.error" fontSize="xs" aria-live="polite">
          {problema}
        </Text>
      ) : null}
    </>
  );
}

export const campoMotoristaDoContrato = customReferenceField(base, (props) => <MotoristaDoContrato {...props} />);
