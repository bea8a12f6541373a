import { useId, useRef, useState } from 'react';
import { Alert, Button, Field, Sheet, Stack, Text, Textarea, formatBRL, isencaoEncargosInput, newIdempotencyKey, nomeDoContrato, notify, usePode, userMessage, type Pagamento } from '@frota/shared';
import { dialogState } from '../recebimentos/dialog-state';
import { useIsentarEncargos } from './api/isentar-encargos';
import { ENCARGOS_TEXTOS, podeIsentar } from './textos';

const { Provider, useOpen } = dialogState(IsencaoDialog, (pagamento) => pagamento.id);

/** Around the payments' list: which row's "Isentar encargos" dialog is open. */
export const IsencaoProvider = Provider;

/** The row's "Isentar encargos", for financeiro and administrador, on an overdue rent with encargos; its name says whose. */
export function IsentarEncargos({ pagamento }: { pagamento: Pagamento }) {
  const abrir = useOpen();
  const pode = usePode('financeiro');
  if (!pode || !podeIsentar(pagamento)) return null;
  const deQuem = pagamento.contrato ? ` de ${nomeDoContrato(pagamento.contrato)}` : '';
  return (
    <Button size="sm" minH="11" variant="outline" aria-label={`${ENCARGOS_TEXTOS.isentar}${deQuem}, ${formatBRL(pagamento.encargos)}`} onClick={() => abrir(pagamento)}>
      {ENCARGOS_TEXTOS.isentar}
    </Button>
  );
}

/** Why the encargos are waived (required, as the API asks), sent once per submission. */
function IsencaoDialog({ record: pagamento, onClose }: { record: Pagamento; onClose: () => void }) {
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

  const contrato = pagamento.contrato ? nomeDoContrato(pagamento.contrato) : `Contrato ${pagamento.contrato_id}`;
  return (
    <Sheet title={ENCARGOS_TEXTOS.isentar} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        <Stack gap="4">
          <Text>
            {contrato} · encargos {formatBRL(pagamento.encargos)}. {ENCARGOS_TEXTOS.depois}
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
            <Button variant="outline" minH="11" onClick={onClose} disabled={isentar.isPending}>
              {ENCARGOS_TEXTOS.cancelar}
            </Button>
            <Button type="submit" colorPalette="primary" minH="11" loading={isentar.isPending}>
              {ENCARGOS_TEXTOS.confirmar}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Sheet>
  );
}
