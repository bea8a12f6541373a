import { useEffect } from 'react';
import { Checkbox, hojeSaoPaulo, useParams, type CustomFieldProps, type FieldConfig } from '@frota/shared';
import { perguntaCobrancasAnteriores, semanasAnteriores } from './semanas-anteriores';

/**
 * On create, for a start date in the past: the question whether to bill the weeks already gone
 * (`cobrar_semanas_anteriores`, unchecked by default). Not shown, and false, on edit or when no week is past.
 */
function CobrarSemanasAnteriores({ id, value, onChange, onBlur, form }: CustomFieldProps) {
  const editando = Boolean(useParams().id);
  const [dataInicio, valorAluguel] = form.watch(['data_inicio', 'valor_aluguel']) as unknown[];
  const semanas = editando ? 0 : semanasAnteriores(dataInicio, hojeSaoPaulo());
  // hidden, it is false: an answer given for an earlier start date is not sent, and an edit (whose row has no
  // such column) sends a boolean, not the form's empty value. After every render, not on a change of `value`:
  // the edit form's fill (a reset in the form, whose effect runs after this one) puts the empty value back.
  useEffect(() => {
    if (semanas === 0 && value !== false) onChange(false);
  });
  if (semanas === 0) return null;
  return (
    <Checkbox.Root checked={value === true} onCheckedChange={(d) => onChange(d.checked === true)} ids={{ hiddenInput: id }} minH="11" alignItems="center">
      <Checkbox.HiddenInput onBlur={onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{perguntaCobrancasAnteriores(semanas, valorAluguel)}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export const campoCobrarSemanasAnteriores: FieldConfig = {
  name: 'cobrar_semanas_anteriores',
  label: 'Gerar as cobranças anteriores',
  type: 'custom',
  bare: true,
  wide: true,
  render: (props) => <CobrarSemanasAnteriores {...props} />,
};
