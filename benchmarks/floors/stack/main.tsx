// The stack floor of the benchmark: React, Chakra (default system), TanStack Router and TanStack Query, with
// a router of two code-based routes and a login form whose submit is a mutation. What the portal's login
// route loads is measured against this: the part above it is the portal's own. It speaks the portal's default
// language (index.html: lang="zh-CN"), as the portal is measured in it: a page's first layout of Chinese text
// makes Chromium load a Chinese font, which an English floor never pays for.
import { Button, ChakraProvider, defaultSystem, Field, Input, Stack } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

function LoginForm() {
  const login = useMutation({
    mutationFn: (username: string) =>
      fetch('/api/login', { method: 'POST', body: JSON.stringify({ username }) }).then((r) => r.json()),
  });
  return (
    <Stack
      as="form"
      maxW="sm"
      p="6"
      onSubmit={(event) => {
        event.preventDefault();
        login.mutate(new FormData(event.currentTarget as unknown as HTMLFormElement).get('username') as string);
      }}
    >
      <Field.Root>
        <Field.Label>用户名</Field.Label>
        <Input name="username" />
      </Field.Root>
      <Button type="submit" loading={login.isPending}>
        登录
      </Button>
    </Stack>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginForm });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => 'Home' });
const router = createRouter({ routeTree: rootRoute.addChildren([loginRoute, homeRoute]) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
