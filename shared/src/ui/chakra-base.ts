// The Chakra components the sign-in page and the signed-in frame use, re-exported by @frota/shared/base.
// The rest (dialogs, drawers, tables, form controls beyond Input) is in ./chakra, which loads after sign-in.
// A component whose recipe is not in system.ts renders unstyled, so add its recipe there too.
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Field,
  Flex,
  HStack,
  Heading,
  IconButton,
  Input,
  Portal,
  SimpleGrid,
  Span,
  Spinner,
  Stack,
  Stat,
  Text,
  Link as ChakraLink,
} from '@chakra-ui/react';
