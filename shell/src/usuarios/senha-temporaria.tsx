import { Alert, Box, Button, Stack, Text } from '@frota/shared';
import type { UsuarioComSenha } from './api/usuarios';

export const TEXTOS_SENHA = {
  titulo: (nome: string) => `Senha temporária de ${nome}`,
  aviso: 'Ela só aparece agora. Passe-a à pessoa, que vai criar uma senha nova no primeiro acesso.',
  repetida: 'A senha temporária não pode ser mostrada de novo. Use "Redefinir senha" para gerar outra.',
  copiar: 'Copiar senha',
  copiada: 'Copiada',
  fechar: 'Concluir',
} as const;

/** The temporary password a create or a reset answered: shown once, with a copy button. */
export function SenhaTemporaria({ usuario, copiada, onCopiar, onFechar }: { usuario: UsuarioComSenha; copiada: boolean; onCopiar: () => void; onFechar: () => void }) {
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{TEXTOS_SENHA.titulo(usuario.nome)}</Text>
      {usuario.senha_temporaria ? (
        <>
          <Box>
            <Text as="output" display="inline-block" fontFamily="mono" fontSize="xl" px="3" py="2" bg="bg.muted" rounded="md" data-testid="senha-temporaria" userSelect="all" wordBreak="break-all">
              {usuario.senha_temporaria}
            </Text>
          </Box>
          <Text color="fg.muted">{TEXTOS_SENHA.aviso}</Text>
          <Button variant="outline" h="11" onClick={onCopiar}>
            {copiada ? TEXTOS_SENHA.copiada : TEXTOS_SENHA.copiar}
          </Button>
        </>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{TEXTOS_SENHA.repetida}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button colorPalette="primary" h="11" onClick={onFechar}>
        {TEXTOS_SENHA.fechar}
      </Button>
    </Stack>
  );
}
