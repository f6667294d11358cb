// Development only: starts the remembering mock again from the contract's examples (`npm run mock`'s
// POST /api/__mock/reset, forwarded by the dev server like every API call), then reloads the portal's data.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';

export const MOCK_RESET_PATH = '/api/__mock/reset';

export function MockResetButton({ onReset = () => window.location.reload() }: { onReset?: () => void }) {
  const [problem, setProblem] = useState('');
  const reset = async () => {
    setProblem('');
    const response = await fetch(MOCK_RESET_PATH, { method: 'POST' }).catch(() => undefined);
    if (response?.ok) onReset();
    else
      setProblem(
        response?.status === 404 ? 'This mock keeps no state (--stateless or --dynamic).' : 'No mock answered.',
      );
  };
  return (
    <HStack justify="space-between">
      <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'}>
        {problem || 'The mock remembers writes until it restarts.'}
      </Text>
      <Button size="xs" variant="outline" onClick={() => void reset()}>
        Reset mock data
      </Button>
    </HStack>
  );
}
