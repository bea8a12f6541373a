import { Input, MSG, enumLabel, type CustomFieldProps, type FieldConfig } from '@frota/shared';

function StatusSomenteLeitura({ id, value }: CustomFieldProps) {
  return <Input id={id} readOnly bg="bg.muted" value={typeof value === 'string' ? enumLabel('status_contrato', value) : ''} />;
}

/**
 * After create the status is not typed: an ativo contract ends only through "Encerrar contrato" (the settlement,
 * which the API also demands), and an ended one stays as it was settled.
 */
export const campoStatusSomenteLeitura: FieldConfig = {
  name: 'status_contrato',
  label: 'Status',
  type: 'custom',
  helperText: MSG.useEncerrarContrato,
  render: (props) => <StatusSomenteLeitura {...props} />,
};
