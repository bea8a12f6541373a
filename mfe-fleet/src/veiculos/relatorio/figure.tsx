import { Card, Link, Stat } from '@frota/shared';

export interface FigureProps {
  label: string;
  value: string;
  detail?: string;
  /** Opens this route on click (the card is then a link). */
  to?: string;
  tone?: 'positive' | 'negative';
}

const TONE_COLOR = { positive: 'green.600', negative: 'red.600' } as const;

/** One figure of the report, as a card; with `to`, the whole card is a link. */
export function Figure({ label, value, detail, to, tone }: FigureProps) {
  const content = (
    <Card.Body>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText color={tone ? TONE_COLOR[tone] : undefined} fontSize="2xl">
          {value}
        </Stat.ValueText>
        {detail ? <Stat.HelpText>{detail}</Stat.HelpText> : null}
      </Stat.Root>
    </Card.Body>
  );
  if (!to) return <Card.Root>{content}</Card.Root>;
  return (
    <Card.Root asChild _hover={{ borderColor: 'primary.solid', shadow: 'md' }} _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid' }}>
      <Link to={to}>{content}</Link>
    </Card.Root>
  );
}
