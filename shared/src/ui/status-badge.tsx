import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { enumTone, type EnumName, type Tone } from '../domain/enums';

/** The Chakra palette behind each SPEC colour name. */
const PALETTE: Record<Tone, string> = { success: 'green', warning: 'orange', error: 'red', default: 'gray' };

export interface StatusBadgeProps {
  /** the registry enum the status belongs to; its chip colours come from there */
  kind: EnumName;
  status: string;
  /** The text shown; the status itself when absent. */
  children?: ReactNode;
  /** lets a long text (an alert's reason) wrap inside the chip */
  wrap?: boolean;
}

export function StatusBadge({ kind, status, children, wrap = false }: StatusBadgeProps) {
  const tone = enumTone(kind, status);
  return (
    // a text given is shown as written ("Necessita revisão: 10.000 km rodados"); only a bare status code is capitalized
    <Badge colorPalette={PALETTE[tone]} variant="subtle" data-tone={tone} textTransform={children === undefined ? 'capitalize' : undefined} whiteSpace={wrap ? 'normal' : undefined}>
      {children ?? status}
    </Badge>
  );
}
