import { Field, Textarea, type CustomFieldProps, type FieldConfig } from '@frota/shared';

function DescricaoDaCobranca({ id, value }: CustomFieldProps) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>Descrição</Field.Label>
      <Textarea id={id} readOnly bg="bg.muted" rows={2} autoresize value={value} />
      <Field.HelperText>Definida por quem fez a cobrança.</Field.HelperText>
    </Field.Root>
  );
}

/**
 * What a charge says it is for, when it says it (a damage charged at the return, "Cobrar do motorista"): shown, never
 * typed here (the API sets it), and nothing at all on a charge without one.
 */
export const campoDescricaoDaCobranca: FieldConfig = {
  name: 'descricao',
  label: 'Descrição',
  type: 'custom',
  bare: true,
  wide: true,
  render: (props) => <DescricaoDaCobranca {...props} />,
};
