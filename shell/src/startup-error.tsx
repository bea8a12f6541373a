import { Box, Button, Heading, Text } from '@frota/shared/base';

/** Shown when /config.json cannot be read: without it the shell knows neither the API nor the remotes. */
export function StartupError() {
  return (
    <Box role="alert" maxW="lg" mx="auto" mt="20" p="6" bg="bg" rounded="md" borderWidth="1px">
      <Heading as="h1" fontSize="2xl" mb="2">
        Frota
      </Heading>
      <Text mb="4">Não foi possível carregar a configuração do aplicativo. Verifique sua conexão.</Text>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
    </Box>
  );
}
