import { Badge, HStack, Text, formatDate, hojeSaoPaulo, situacaoCnh } from '@frota/shared';

/** The warning for a CNH past or within 30 days of its expiry, null otherwise. */
export function avisoCnh(validade: string, hoje: string): { texto: string; vencida: boolean } | null {
  const { situacao, dias } = situacaoCnh(validade, hoje);
  if (situacao === 'valida') return null;
  if (situacao === 'vencida') return { texto: 'CNH vencida', vencida: true };
  const quando = dias === 0 ? 'hoje' : dias === 1 ? 'amanhã' : `em ${dias} dias`;
  return { texto: `CNH vence ${quando}`, vencida: false };
}

/** The CNH expiry date, with a warning badge when it has passed or is near. */
export function ValidadeCnh({ validade, hoje = hojeSaoPaulo() }: { validade: string; hoje?: string }) {
  const aviso = avisoCnh(validade, hoje);
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">{formatDate(validade)}</Text>
      {aviso ? (
        <Badge colorPalette={aviso.vencida ? 'red' : 'orange'} variant="solid">
          {aviso.texto}
        </Badge>
      ) : null}
    </HStack>
  );
}
