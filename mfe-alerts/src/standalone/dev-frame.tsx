import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, ChakraLink, Flex, HStack, Input, NavLink, Text, login, tokenStore } from '@frota/shared';

/** Sign-in for the standalone dev page: the shell's login lives in the shell, on another origin. */
function DevLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await login(String(form.get('email') ?? ''), String(form.get('senha') ?? ''));
      onSignedIn();
    } catch {
      setFailed(true);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Login">
      <HStack gap="2">
        <Input name="email" type="email" aria-label="Email" placeholder="Email" size="sm" bg="bg" required />
        <Input name="senha" type="password" aria-label="Senha" placeholder="Senha" size="sm" bg="bg" required />
        <Button type="submit" size="sm">
          Entrar
        </Button>
        {failed && <Text color="red.600">Email ou senha inválidos</Text>}
      </HStack>
    </form>
  );
}

/** A bare frame for running this remote alone (`pnpm --filter <remote> dev`): its pages and a sign-in. */
export function DevFrame({ name, pages, children }: { name: string; pages: { label: string; to: string }[]; children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => tokenStore.get() !== null);
  return (
    <Box minH="100vh" bg="bg.page">
      <Flex as="header" wrap="wrap" gap="4" align="center" px="4" py="2" bg="bg" borderBottomWidth="1px">
        <Text fontWeight="semibold">{name} (standalone)</Text>
        <HStack as="nav" aria-label="Páginas" gap="3">
          {pages.map((page) => (
            <ChakraLink key={page.to} asChild>
              <NavLink to={page.to}>{page.label}</NavLink>
            </ChakraLink>
          ))}
        </HStack>
        {!signedIn && <DevLogin onSignedIn={() => setSignedIn(true)} />}
      </Flex>
      <Box as="main" p="6">
        {children}
      </Box>
    </Box>
  );
}
