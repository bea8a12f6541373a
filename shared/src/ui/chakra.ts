// The Chakra components beyond ./chakra-base that the screens use: kept out of the dashboard's JS.
// Anyone may append a line here; a component whose recipe is not in system.ts renders unstyled, so add it there too.
export { Checkbox, Field, Image, Input, NativeSelect, Textarea } from '@chakra-ui/react';
