import { Box, Heading, Text } from '@frota/shared';

// Placeholder until the alerts/dashboard issue brings the summary (SPEC §2 Dashboard).
export function DashboardPage() {
  return (
    <Box>
      <Heading as="h1" mb="4">
        Dashboard
      </Heading>
      <Text color="fg.muted" data-placeholder="dashboard">
        Em construção: o resumo da frota (veículos, motoristas, multas, gastos e manutenções pendentes) chega com a
        issue de alertas e dashboard.
      </Text>
    </Box>
  );
}
