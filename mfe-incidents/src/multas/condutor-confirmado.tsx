import { Text, formatDate, hojeSaoPaulo, type CustomFieldProps } from '@frota/shared';

export const condutorConfirmadoEm = (instante: string) => `Condutor confirmado pelo motorista em ${formatDate(hojeSaoPaulo(new Date(instante)))}`;

/** On a fine's page: the driver said on his own page that he was driving ("Fui eu", issue 37); nothing until he does. */
export function CondutorConfirmado({ value }: CustomFieldProps) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Text fontWeight="semibold" color="fg.success" data-testid="condutor-confirmado">
      {condutorConfirmadoEm(value)}
    </Text>
  );
}
