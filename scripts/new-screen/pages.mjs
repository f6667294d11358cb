// The files of a new screen, by kind: the route, the page (the kit's part for its kind, reading nothing yet)
// and the page test through the route. Formatted by Prettier when written.

/**
 * @typedef {object} ScreenSpec
 * @property {string} path
 * @property {string} section
 * @property {string} screen
 * @property {string} area
 * @property {'list' | 'chart' | 'form'} kind
 * @property {string} title the English title, the route's and the heading's
 * @property {string} name the page component
 * @property {string} module the permission module
 */

/** A text for a template literal (a Lingui macro). */
const literal = (text) => text.replace(/[\\`$]/g, (c) => `\\${c}`);
/** A text for a single-quoted string. */
const quoted = (text) => text.replace(/[\\']/g, (c) => `\\${c}`);

const route = (s) => `import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ${s.name} } from '@/features/${s.area}/pages/${s.name}';

export const Route = createFileRoute('/_app/${s.section}/${s.screen}')({
  staticData: {
    area: '${s.area}',
    screen: { title: msg\`${literal(s.title)}\`, permission: { module: '${s.module}' } },
  },
  component: ${s.name},
});
`;

const heading = (s) => `<Heading as="h1" size="lg">{t\`${literal(s.title)}\`}</Heading>`;

/** Each kind's page and the texts it adds beside the title, with their Chinese. */
const kinds = {
  list: (s) => ({
    page: `// ${s.path}: ${s.title}. Its rows come from a read of the contract (a query factory of the area's api/,
// shown in a QueryFrame).
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { DataTable } from '@/components/table/DataTable';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [];

export function ${s.name}() {
  const { t } = useLingui();
  const columns: ColumnDef<Row>[] = [{ accessorKey: 'name', header: t\`Name\` }];
  return (
    <Stack gap="4">
      ${heading(s)}
      <DataTable label={t\`${literal(s.title)}\`} columns={columns} rows={rows} rowId={(row) => row.id} empty={t\`Nothing to show yet\`} />
    </Stack>
  );
}
`,
    texts: [
      ['Name', '名称'],
      ['Nothing to show yet', '暂无数据'],
    ],
  }),
  chart: (s) => ({
    page: `// ${s.path}: ${s.title}. Its series come from a read of the contract, drawn by the kit's charts
// (src/components/charts) in a QueryFrame.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChartEmpty } from '@/components/charts/ChartEmpty';

export function ${s.name}() {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      ${heading(s)}
      <ChartEmpty height={300} />
    </Stack>
  );
}
`,
    texts: [],
  }),
  form: (s) => ({
    page: `// ${s.path}: ${s.title}. Its values are checked by the schema; saving is a write of the contract (a
// mutation of the area's api/, its body built from the values).
import { Button, Heading, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';

const schema = z.object({ name: z.string() });
type Values = z.infer<typeof schema>;

export function ${s.name}() {
  const { t } = useLingui();
  const form = useSchemaForm<Values>(schema, { name: '' });
  // Until the write is wired, saving keeps the values as the form's saved state.
  const submit = (values: Values) => form.reset(values);
  return (
    <Stack gap="4">
      ${heading(s)}
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t\`${literal(s.title)}\`}>
        <Stack gap="4" maxW="md">
          <FormField label={t\`Name\`} error={form.formState.errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <Button type="submit" colorPalette="blue" alignSelf="start">
            {t\`Save\`}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
`,
    texts: [
      ['Name', '名称'],
      ['Save', '保存'],
    ],
  }),
};

const test = (s) => `// ${s.path} through its route, against the contract's examples.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';

describe('${quoted(s.title)} page', () => {
  it('opens for its view permission, headed by its title', async () => {
    await renderRoute('${s.path}', { language: 'en', permissions: ['portal:${s.module}:view:*'] });
    expect(await screen.findByRole('heading', { level: 1, name: '${quoted(s.title)}' })).toBeInTheDocument();
  });
});
`;

/**
 * @param {ScreenSpec} spec
 * @returns {{ route: string, page: string, test: string, texts: [string, string][] }}
 */
export function screenPages(spec) {
  const { page, texts } = kinds[spec.kind](spec);
  return { route: route(spec), page, test: test(spec), texts };
}
