// @frota/shared/forms — the Chakra form controls a remote's own fields take beyond the kit's screens (the
// Checkbox). A Module Federation singleton of its own (issue 17), so a list's first visit does not carry them: a
// remote loads it with the page whose form field imports it. The kit's own resource form takes the same modules.
export { Checkbox } from '@chakra-ui/react';
