import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, ChakraLink, Flex, HStack, Heading, Input, NavLink, Stack, Text, login, useNavigate } from '@frota/shared';

/**
 * Sign-in page of the standalone dev app: the shell's login lives on another origin, and the kit sends
 * every 401 to /login.
 */
export function DevLogin({ home }: { home: string }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await login(String(form.get('email') ?? ''), String(form.get('senha') ?? ''));
      navigate(home, { replace: true });
    } catch {
      setFailed(true);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Login">
      <Stack gap="3" maxW="sm">
        <Heading as="h1">Login</Heading>
        {failed && <Text color="red.600">Email ou senha inválidos</Text>}
        <Input name="email" type="email" aria-label="Email" placeholder="Email" bg="bg" required />
        <Input name="senha" type="password" aria-label="Senha" placeholder="Senha" bg="bg" required />
        <Button type="submit">Entrar</Button>
      </Stack>
    </form>
  );
}

/** A bare frame for running this remote alone (`pnpm --filter <remote> dev`): links to its pages. */
export function DevFrame({ name, pages, children }: { name: string; pages: { label: string; to: string }[]; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="bg.page">
      <Flex as="header" wrap="wrap" gap="4" align="center" px="4" py="3" bg="bg" borderBottomWidth="1px">
        <Text fontWeight="semibold">{name} (standalone)</Text>
        <HStack as="nav" aria-label="Páginas" gap="3">
          {pages.map((page) => (
            <ChakraLink key={page.to} asChild>
              <NavLink to={page.to}>{page.label}</NavLink>
            </ChakraLink>
          ))}
        </HStack>
      </Flex>
      <Box as="main" p="6">
        {children}
      </Box>
    </Box>
  );
}
