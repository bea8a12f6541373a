import { useState } from 'react';
import { Box, Button, ConfirmDialog, HStack, Stack, Text, formatDate, notify, userMessage, type AcessoMotorista } from '@frota/shared';
import { useEnviarAcesso, useRevogarAcesso } from './api/acesso';

export const ACESSO_TEXTOS = {
  enviar: 'Enviar acesso ao motorista',
  revogar: 'Revogar acesso',
  criado: 'Link de acesso criado',
  revogado: 'Acesso revogado',
  erroEnviar: 'Erro ao enviar o acesso. Por favor, tente novamente.',
  erroRevogar: 'Erro ao revogar o acesso. Por favor, tente novamente.',
  semTelefone: 'Sem telefone para WhatsApp: copie o link e envie ao motorista.',
  copiado: 'Link copiado',
  naoCopiou: 'Não foi possível copiar o link. Copie-o manualmente.',
  validoAte: (expira: string) => `Link de uso único, válido até ${formatDate(expira.slice(0, 10))}.`,
  pergunta: (nome: string) => `Revogar o acesso de ${nome} à sua página? O link enviado deixa de valer e ele sai de todos os aparelhos.`,
} as const;

/**
 * On a driver's edit page (issue 37): "Enviar acesso ao motorista" makes a one-time link and opens WhatsApp with it
 * (or shows it to copy when he has no phone); "Revogar acesso" voids it and ends his sessions, after a confirmation.
 */
export function AcessoDoMotorista({ id, nome }: { id: string; nome: string }) {
  const enviar = useEnviarAcesso();
  const revogar = useRevogarAcesso();
  const [acesso, setAcesso] = useState<AcessoMotorista | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const quem = nome || 'o motorista';

  async function enviarAcesso() {
    try {
      const novo = await enviar.mutateAsync(id);
      setAcesso(novo);
      notify.success(ACESSO_TEXTOS.criado);
      if (novo.whatsapp_url) window.open(novo.whatsapp_url, '_blank', 'noopener');
    } catch (error) {
      notify.error(userMessage(error, ACESSO_TEXTOS.erroEnviar));
    }
  }

  async function revogarAcesso() {
    try {
      await revogar.mutateAsync(id);
      setAcesso(null);
      notify.success(ACESSO_TEXTOS.revogado);
    } catch (error) {
      notify.error(userMessage(error, ACESSO_TEXTOS.erroRevogar));
    } finally {
      setConfirmando(false);
    }
  }

  async function copiar(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(ACESSO_TEXTOS.copiado);
    } catch {
      notify.error(ACESSO_TEXTOS.naoCopiou);
    }
  }

  return (
    <Stack gap="3" as="section" aria-label={`Acesso de ${quem} à sua página`}>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" minH="11" loading={enviar.isPending} aria-label={`${ACESSO_TEXTOS.enviar} ${nome}`.trim()} onClick={() => void enviarAcesso()}>
          {ACESSO_TEXTOS.enviar}
        </Button>
        <Button variant="outline" colorPalette="red" size="sm" minH="11" aria-label={`${ACESSO_TEXTOS.revogar} de ${quem}`} onClick={() => setConfirmando(true)}>
          {ACESSO_TEXTOS.revogar}
        </Button>
      </HStack>
      {acesso ? (
        <Box borderWidth="1px" borderRadius="l2" p="3" role="status">
          <Text fontSize="sm">{ACESSO_TEXTOS.validoAte(acesso.expira_em)}</Text>
          {acesso.whatsapp_url ? null : <Text fontSize="sm" color="fg.muted">{ACESSO_TEXTOS.semTelefone}</Text>}
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all" data-testid="link-de-acesso">
            {acesso.url}
          </Text>
          <HStack gap="3" wrap="wrap" mt="2">
            <Button variant="outline" size="sm" minH="11" onClick={() => void copiar(acesso.url)}>
              Copiar link
            </Button>
            {acesso.whatsapp_url ? (
              <Button asChild size="sm" minH="11" colorPalette="green">
                <a href={acesso.whatsapp_url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir WhatsApp de ${quem}`}>
                  Abrir WhatsApp
                </a>
              </Button>
            ) : null}
          </HStack>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirmando}
        title={ACESSO_TEXTOS.revogar}
        message={ACESSO_TEXTOS.pergunta(quem)}
        confirmLabel="Revogar"
        loading={revogar.isPending}
        onConfirm={() => void revogarAcesso()}
        onCancel={() => setConfirmando(false)}
      />
    </Stack>
  );
}
