import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '../domain/messages';
import { Box, Button, ChakraLink, Heading, Text } from './chakra-base';
import { ErrorAlert } from './load-error';

/**
 * A record's page for a record that is not there (an old link, a deleted row): "Registro não encontrado." and the way
 * back to its list, not "tente novamente" (retrying will not bring it back).
 */
export function RegistroNaoEncontrado({ listPath }: { listPath: string }) {
  return (
    <ErrorAlert message={MSG.registroNaoEncontrado} alignItems="center" flexWrap="wrap" gap="3">
      <Button asChild size="sm" minH="11" variant="outline">
        <RouterLink to={listPath}>Voltar</RouterLink>
      </Button>
    </ErrorAlert>
  );
}

/** An address no screen answers: the shell's own, and a remote's for a path under its entity that it does not have. */
export function PaginaNaoEncontrada() {
  return (
    <Box>
      <Heading as="h1" mb="4">
        Página não encontrada
      </Heading>
      <Text mb="4">O endereço acessado não existe no Frota.</Text>
      <ChakraLink asChild color="primary.fg">
        <RouterLink to="/">Voltar ao Dashboard</RouterLink>
      </ChakraLink>
    </Box>
  );
}
