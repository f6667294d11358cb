// The form floor of the signed-in screens: the portal's stack (React, Chakra, TanStack Router and Query) with
// its form libraries (react-hook-form, zod/mini), rendering, after one fetch, a form of three validated fields
// whose submit is a mutation: what a form screen (/page/usersetting, /cdn/newurlPush) shows, with nothing of the
// portal. In the portal's default language, as the portal is measured in it (benchmarks/floors/stack/main.tsx).
import { Button, ChakraProvider, defaultSystem, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, queryOptions, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

const schema = z.object({
  name: z.string().check(z.minLength(1, '请输入姓名'), z.maxLength(32, '姓名最多 32 个字符')),
  email: z.email('请输入有效的邮箱地址'),
  phone: z.string().check(z.regex(/^1\d{10}$/, '请输入 11 位手机号')),
});
type Account = z.infer<typeof schema>;

// zod/mini's issues as react-hook-form's errors, each field's first issue (what the portal's adapter does).
const resolver: Resolver<Account> = async (values) => {
  const result = await schema.safeParseAsync(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<Account> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]) as keyof Account;
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: (): Promise<Account> => fetch('/data/account.json').then((response) => response.json()),
});

function AccountForm({ account }: { account: Account }) {
  const save = useMutation({
    mutationFn: (values: Account) =>
      fetch('/api/account', { method: 'POST', body: JSON.stringify(values) }).then((r) => r.json()),
  });
  const { register, handleSubmit, formState } = useForm<Account>({
    resolver,
    defaultValues: account,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const field = (name: keyof Account, label: string) => (
    <Field.Root invalid={!!formState.errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(name)} />
      <Field.ErrorText>{formState.errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Stack as="form" maxW="md" gap="4" onSubmit={handleSubmit((values) => save.mutate(values))}>
      {field('name', '姓名')}
      {field('email', '邮箱')}
      {field('phone', '手机号')}
      <Button type="submit" alignSelf="start" loading={save.isPending}>
        保存
      </Button>
    </Stack>
  );
}

function Account() {
  const { data } = useSuspenseQuery(accountQuery);
  return (
    <Stack p="6" gap="4">
      <Heading as="h1" size="lg">
        账号设置
      </Heading>
      <AccountForm account={data} />
    </Stack>
  );
}

const queryClient = new QueryClient();
const rootRoute = createRootRoute({ component: Outlet });
const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  loader: () => queryClient.ensureQueryData(accountQuery),
  component: Account,
});
const router = createRouter({ routeTree: rootRoute.addChildren([accountRoute]) });

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
