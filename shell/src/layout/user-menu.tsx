import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Span, Text, http, queryKeys, tokenStore, useLocation, useQuery } from '@frota/shared/base';
import { useSair } from '../auth/use-sair';

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
    </svg>
  );
}

/** Who is signed in (GET /api/me), read once per session. */
function useEmail(): string | undefined {
  const signedIn = tokenStore.get() !== null;
  const { data } = useQuery({
    queryKey: queryKeys('me').all,
    queryFn: async () => (await http.get<{ email: string }>('/me')).data,
    enabled: signedIn,
    staleTime: Infinity,
  });
  return data?.email;
}

/** The top bar's user menu: the email and "Sair", on a phone and on a desktop alike. */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const email = useEmail();
  const sair = useSair();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Box ref={root} position="relative">
      <Button
        ref={toggle}
        aria-label="Menu do usuário"
        aria-expanded={open}
        aria-controls={panelId}
        variant="ghost"
        color="white"
        minW="11"
        h="11"
        px={{ base: '2.5', md: '3' }}
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.200' }}
        onClick={() => setOpen((was) => !was)}
      >
        <UserIcon />
        {email && (
          <Span hideBelow="md" maxW="64" truncate>
            {email}
          </Span>
        )}
      </Button>
      {open && (
        <Box
          id={panelId}
          role="group"
          aria-label="Conta"
          position="absolute"
          right="0"
          top="calc(100% + 8px)"
          w="64"
          maxW="calc(100vw - 32px)"
          bg="bg"
          color="fg"
          rounded="md"
          boxShadow="lg"
          borderWidth="1px"
          p="4"
        >
          <Text fontSize="sm" color="fg.muted">
            Conectado como
          </Text>
          <Text fontWeight="medium" mb="3" wordBreak="break-all">
            {email ?? '…'}
          </Text>
          <Button
            w="full"
            h="11"
            variant="outline"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void sair();
            }}
          >
            Sair
          </Button>
        </Box>
      )}
    </Box>
  );
}
