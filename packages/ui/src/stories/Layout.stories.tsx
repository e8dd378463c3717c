import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../components/Actions';
import { Card, MoneyText, Stat, StatsBlock } from '../components/Data';
import { Box, Columns, Container, Inline, Stack } from '../layout/Layout';
import { columnCounts, justifyValues } from '../layout/variants';
import { darkTheme } from '../theme/theme.css';

const meta: Meta = { title: 'Layout/Primitives' };
export default meta;
type Story = StoryObj;

export const ColumnsAndStacks: Story = {
  render: () => (
    <Container>
      <Stack gap="6">
        {columnCounts.map((count) => (
          <Columns key={count} count={count} gap="4">
            {Array.from({ length: count }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static demo boxes
              <Box key={index} padding="4" background="surface" radius="md">
                Columna {index + 1} de {count}
              </Box>
            ))}
          </Columns>
        ))}
        {justifyValues.map((justify) => (
          <Inline key={justify} justify={justify} gap="2">
            <Button size="sm">Pagar</Button>
            <Button size="sm" variant="secondary">
              Ver calendario
            </Button>
          </Inline>
        ))}
      </Stack>
    </Container>
  ),
};

export const DarkBackoffice: Story = {
  render: () => (
    <div className={darkTheme} style={{ padding: 24 }}>
      <Card title="Cartera">
        <StatsBlock label="Cartera">
          <Stat label="Colocado" value={<MoneyText centavos={1_250_000_00} />} />
          <Stat label="Vencido" value={<MoneyText centavos={84_300_50} />} />
        </StatsBlock>
        <Inline gap="2">
          <Button size="sm">Exportar</Button>
          <Button size="sm" variant="secondary">
            Filtros
          </Button>
        </Inline>
      </Card>
    </div>
  ),
};
