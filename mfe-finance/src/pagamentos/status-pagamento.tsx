import { NativeSelect, enumOptions, hojeSaoPaulo, type CustomFieldProps, type FieldConfig } from '@frota/shared';

const opcoes = enumOptions('status_pagamento');

export const AJUDA_DATA_PAGAMENTO = 'Somente para status Pago: escolher Pago preenche a data de hoje, que pode ser alterada; outro status apaga a data.';

/**
 * The status select of the payment form. Paid means a payment date, and only then (pagamentoInput): choosing
 * "Pago" fills an empty date with today (São Paulo), still editable; choosing another status clears it.
 */
function StatusPagamento({ id, name, value, onChange, onBlur, form }: CustomFieldProps) {
  function escolher(status: string) {
    onChange(status);
    const data = form.getValues('data_pagamento') as unknown;
    const opcoesDoCampo = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (status === 'pago' && !data) form.setValue('data_pagamento', hojeSaoPaulo(), opcoesDoCampo);
    else if (status !== 'pago' && data) form.setValue('data_pagamento', '', opcoesDoCampo);
  }
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} name={name} value={typeof value === 'string' ? value : ''} onBlur={onBlur} bg="bg.panel" onChange={(e) => escolher(e.target.value)}>
        <option value="">Selecione...</option>
        {opcoes.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export const campoStatusPagamento: FieldConfig = {
  name: 'status_pagamento',
  label: 'Status',
  type: 'custom',
  required: true,
  render: (props) => <StatusPagamento {...props} />,
};
