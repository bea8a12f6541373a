import { Box, ChakraLink, Heading, Link, Text } from '@frota/shared/base';

export function NotFoundPage() {
  return (
    <Box>
      <Heading as="h1" mb="4">
        Página não encontrada
      </Heading>
      <Text mb="4">O endereço acessado não existe no Frota.</Text>
      <ChakraLink asChild color="primary.fg">
        <Link to="/">Voltar ao Dashboard</Link>
      </ChakraLink>
    </Box>
  );
}
