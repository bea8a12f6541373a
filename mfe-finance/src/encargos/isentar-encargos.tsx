import { useId, useRef, useState } from 'react';
import { Alert, Button, Field, Stack, Text, Textarea, formatBRL, isencaoEncargosInput, newIdempotencyKey, notify, usePode, userMessage, type Pagamento } from '@frota/shared';
import { useIsentarEncargos } from './api/isentar-encargos';
import { ENCARGOS_TEXTOS, podeIsentar } from './textos';

/** In the receipt's sheet, for financeiro and administrador, on an overdue rent with encargos: opens the waiver. */
export function IsentarEncargos({ pagamento, onAbrir }: { pagamento: Pagamento; onAbrir: () => void }) {
  const pode = usePode('financeiro');
  if (!pode || !podeIsentar(pagamento)) return null;
  return (
    <Button variant="outline" minH="11" alignSelf="start" aria-label={`${ENCARGOS_TEXTOS.isentar} de ${formatBRL(pagamento.encargos)}`} onClick={onAbrir}>
      {ENCARGOS_TEXTOS.isentar}
    </Button>
  );
}

/**
 * The waiver, in place of the receipt's fields: why (required, as the API asks), sent once per submission. Not a row
 * action, so the list's columns keep their room.
 */
export function IsencaoForm({ pagamento, onClose, onCancel }: { pagamento: Pagamento; onClose: () => void; onCancel: () => void }) {
  const id = useId();
  const isentar = useIsentarEncargos();
  const chave = useRef(newIdempotencyKey());
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<{ motivo?: string; geral?: string }>({});

  async function enviar() {
    const parsed = isencaoEncargosInput.safeParse({ motivo });
    if (!parsed.success) {
      setErro({ motivo: parsed.error.issues[0]?.message });
      return;
    }
    try {
      await isentar.mutateAsync({ pagamento, motivo: parsed.data.motivo, chave: chave.current });
      notify.success(ENCARGOS_TEXTOS.isentados);
      onClose();
    } catch (error) {
      setErro({ geral: userMessage(error, ENCARGOS_TEXTOS.erro) });
    }
  }

  return (
    <section aria-label={ENCARGOS_TEXTOS.isentar}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <Stack gap="4">
          <Text>
            {ENCARGOS_TEXTOS.isentar} de {formatBRL(pagamento.encargos)}. {ENCARGOS_TEXTOS.depois}
          </Text>
          {erro.geral ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{erro.geral}</Alert.Description>
            </Alert.Root>
          ) : null}
          <Field.Root required invalid={Boolean(erro.motivo)}>
            <Field.Label htmlFor={`${id}-motivo`}>
              {ENCARGOS_TEXTOS.motivo}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea id={`${id}-motivo`} bg="bg.panel" maxLength={500} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
            <Field.ErrorText>{erro.motivo}</Field.ErrorText>
          </Field.Root>
          <Stack direction="row" justify="end" gap="3">
            <Button variant="outline" minH="11" onClick={onCancel} disabled={isentar.isPending}>
              {ENCARGOS_TEXTOS.cancelar}
            </Button>
            <Button type="submit" colorPalette="primary" minH="11" loading={isentar.isPending}>
              {ENCARGOS_TEXTOS.confirmar}
            </Button>
          </Stack>
        </Stack>
      </form>
    </section>
  );
}
