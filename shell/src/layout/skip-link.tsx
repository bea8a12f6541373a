import { ChakraLink } from '@frota/shared/base';

export const MAIN_ID = 'conteudo';

/** "Pular para o conteúdo": the first stop of Tab on a signed-in page, hidden until it has the focus. */
export function SkipLink() {
  return (
    <ChakraLink
      href={`#${MAIN_ID}`}
      position="fixed"
      top="2"
      left="2"
      zIndex="skipNav"
      display="inline-flex"
      alignItems="center"
      minH="11"
      px="4"
      bg="bg"
      color="primary.fg"
      fontWeight="semibold"
      rounded="md"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      _print={{ display: 'none' }}
      onClick={(event) => {
        // focus main itself: the router would otherwise take the #fragment as a navigation
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Pular para o conteúdo
    </ChakraLink>
  );
}
