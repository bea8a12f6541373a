import { Input, formatBRL, type CustomFieldProps, type FieldConfig } from '@frota/shared';

/** The deposit on create: a `caucao` charge due on the start date when above 0. */
export const campoCaucao: FieldConfig = { name: 'valor_caucao', label: 'Caução (R$)', type: 'money', helperText: 'Acima de zero, gera a cobrança da caução no início do contrato.' };

function CaucaoSomenteLeitura({ id, value }: CustomFieldProps) {
  return <Input id={id} readOnly bg="bg.muted" value={formatBRL(typeof value === 'number' ? value : 0).replace(/\s/u, ' ')} />;
}

/** After create the deposit is what was charged: shown, not changed (its charge and receipts carry it). */
export const campoCaucaoSomenteLeitura: FieldConfig = {
  name: 'valor_caucao',
  label: 'Caução (R$)',
  type: 'custom',
  helperText: 'Definida na criação do contrato.',
  render: (props) => <CaucaoSomenteLeitura {...props} />,
};
