import { useEffect, useState } from 'react';
import {
  ReferenceInput,
  Stack,
  Text,
  contratos,
  formatBRL,
  planos,
  rotuloDoPlano,
  textoFranquia,
  useOne,
  useParams,
  type CustomFieldProps,
  type FieldConfig,
} from '@frota/shared';

const campoPlano = { type: 'reference', name: 'plano_id', label: 'Plano', resource: planos, optionLabel: rotuloDoPlano, optionsSort: { field: 'nome' } } as const;

/**
 * The contract's weekly plan (issue 35): choosing one fills the weekly rent with the plan's, and the plan's franchise
 * shows under it. An edited contract on its own plan shows the franchise it copied when it was made, which a later
 * change of the plan does not move.
 */
function PlanoDoContrato({ id, value, onChange, onBlur, form }: CustomFieldProps) {
  const planoId = typeof value === 'number' ? value : null;
  const plano = useOne(planos, planoId).data;
  const editado = useOne(contratos, useParams().id ?? null).data;
  // the plan the person just picked: its rent goes into the form once the plan has loaded
  const [escolhido, setEscolhido] = useState<number | null>(null);
  useEffect(() => {
    if (!plano || plano.id !== escolhido) return;
    form.setValue('valor_aluguel', plano.valor_semanal, { shouldDirty: true, shouldValidate: true });
    setEscolhido(null);
  }, [plano, escolhido, form]);

  const proprio = editado && editado.plano_id === planoId ? editado : null;
  const franquia = proprio ?? (plano && plano.id === planoId ? plano : null);
  return (
    <Stack gap="1">
      <ReferenceInput
        id={id}
        field={{ ...campoPlano, required: false }}
        value={value}
        onChange={(novo) => {
          onChange(novo);
          setEscolhido(typeof novo === 'number' ? novo : null);
        }}
        onBlur={onBlur}
      />
      {franquia ? (
        <Text fontSize="sm" aria-live="polite" data-testid="franquia-do-contrato">
          {textoFranquia(franquia.km_franquia_semanal)}
          {franquia.km_franquia_semanal !== null ? ` · ${formatBRL(franquia.valor_km_excedente).replace(/\s/u, ' ')} por km além dela` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

export const campoPlanoDoContrato: FieldConfig = {
  name: 'plano_id',
  label: 'Plano',
  type: 'custom',
  helperText: 'Opcional: preenche o aluguel semanal com o valor do plano',
  render: (props) => <PlanoDoContrato {...props} />,
};
