// The Chakra components the signed-in frame and the dashboard use, re-exported by @frota/shared/base.
// The rest (drawers, form controls) is in ./chakra, which loads with the first screen: /login is a static page
// now, so Field and Input went there too (issue 17: 3.5 KB gzip less before the dashboard shows).
// A component whose recipe is not in system.ts renders unstyled, so add its recipe there too.
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  IconButton,
  SimpleGrid,
  Span,
  Spinner,
  Stack,
  Stat,
  Text,
  Link as ChakraLink,
} from '@chakra-ui/react';
