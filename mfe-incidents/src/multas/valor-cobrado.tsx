import { Input, MSG, MoneyInput, Stack, Text, formatBRL, usePode, type CustomFieldProps, type FieldConfig } from '@frota/shared';
import { CAMPO_VALOR_COBRADO } from './motorista-proposto';

const comoNumero = (valor: unknown): number | null => (typeof valor === 'number' && Number.isFinite(valor) ? valor : null);

/**
 * What the driver is charged: typed by financeiro and administrador only (issue 31). Any other role sees it, read
 * only, with the reason: the API refuses them a charge made, changed or removed through it (403).
 */
function ValorCobrado({ id, name, value, onChange, onBlur, invalid }: CustomFieldProps) {
  const podeCobrar = usePode('financeiro');
  if (podeCobrar) {
    return <MoneyInput id={id} name={name} value={comoNumero(value)} onChange={(v) => onChange(v ?? '')} onBlur={onBlur} aria-invalid={invalid || undefined} />;
  }
  return (
    <Stack gap="1">
      <Input id={id} readOnly bg="bg.muted" value={formatBRL(comoNumero(value) ?? 0).replace(/\s/u, ' ')} aria-describedby={`${id}-somente-financeiro`} />
      <Text id={`${id}-somente-financeiro`} fontSize="xs" color="fg.muted">
        {MSG.cobrancaSoFinanceiro}
      </Text>
    </Stack>
  );
}

/** The "Valor cobrado do motorista" field of a fine or an accident, with its helper text. */
export const campoValorCobrado = (helperText: string): FieldConfig => ({
  name: CAMPO_VALOR_COBRADO,
  label: 'Valor cobrado do motorista (R$)',
  type: 'custom',
  helperText,
  render: (props) => <ValorCobrado {...props} />,
});
