// The floor of the bundle-size benchmark: React and Chakra alone rendering a login-like form.
import { Button, ChakraProvider, defaultSystem, Field, Input, Stack } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Stack maxW="sm" p="6">
      <Field.Root>
        <Field.Label>Username</Field.Label>
        <Input />
      </Field.Root>
      <Button>Log in</Button>
    </Stack>
  </ChakraProvider>,
);
