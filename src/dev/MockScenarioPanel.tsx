// Development only: choose, per operation, which named example of the contract the mock answers.
// The panel is a developer tool and stays in English.
import { Box, Button, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Popover } from '@/components/ui/overlays';
import { useMemo, useState } from 'react';
import { mockExamples } from '../api/generated/mock-examples';
import { MockResetButton } from './MockResetButton';
import { readScenarios, saveScenario } from './scenarios';

export function MockScenarioPanel() {
  const [filter, setFilter] = useState('');
  const [scenarios, setScenarios] = useState(readScenarios);
  const entries = useMemo(
    () =>
      Object.entries(mockExamples).filter(
        ([id, names]) => names.length > 1 && id.toLowerCase().includes(filter.trim().toLowerCase()),
      ),
    [filter],
  );
  return (
    <Box position="fixed" bottom="3" right="3" zIndex="max">
      <Popover.Root positioning={{ placement: 'top-end' }}>
        <Popover.Trigger asChild>
          <Button size="xs" colorPalette="purple">
            Mock scenarios
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="md">
              <Popover.Body>
                <Stack gap="2">
                  <Text fontSize="xs" color="fg.muted">
                    The first example is the mock&apos;s default. Log in as superadmin, customer or subAccount by typing
                    that name as the username.
                  </Text>
                  <MockResetButton />
                  <Input
                    size="xs"
                    placeholder="Filter operations"
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                  />
                  <Stack gap="1" maxH="sm" overflow="auto">
                    {entries.map(([id, names]) => (
                      <Stack key={id} direction="row" align="center" gap="2">
                        <Text fontSize="xs" flex="1" truncate title={id}>
                          {id}
                        </Text>
                        <NativeSelect.Root size="xs" width="44">
                          <NativeSelect.Field
                            value={scenarios[id] ?? ''}
                            onChange={(event) => {
                              saveScenario(id, event.target.value || undefined);
                              setScenarios(readScenarios());
                            }}
                          >
                            <option value="">default ({names[0]})</option>
                            {names.slice(1).map((name) => (
                              <option key={name} value={name}>
                                {name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                        </NativeSelect.Root>
                      </Stack>
                    ))}
                  </Stack>
                </Stack>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Box>
  );
}
