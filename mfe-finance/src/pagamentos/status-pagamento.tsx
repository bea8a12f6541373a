import { OptionSelect, enumOptions, hojeSaoPaulo, type CustomFieldProps, type FieldConfig } from '@frota/shared';

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
    <OptionSelect
      options={opcoes}
      id={id}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onBlur={onBlur}
      bg="bg.panel"
      onChange={(e) => escolher(e.target.value)}
    />
  );
}

export const campoStatusPagamento: FieldConfig = {
  name: 'status_pagamento',
  label: 'Status',
  type: 'custom',
  required: true,
  render: (props) => <StatusPagamento {...props} />,
};
