// The permission grid of the user form: one row per module, none / view / operate as radio buttons, so the
// whole set reads at a glance and every choice is one click.
import { Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PERMISSION_MODULES, type PermissionGrid as Grid, type PermissionLevel } from '../rules/permission-grid';
import { levelLabels, moduleLabels } from './module-labels';

const LEVELS: PermissionLevel[] = ['none', 'view', 'operation'];

export function PermissionGrid({ value, onChange }: { value: Grid; onChange(next: Grid): void }) {
  const { t, i18n } = useLingui();
  return (
    <Table.Root size="sm" aria-label={t`Permissions`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Module`}</Table.ColumnHeader>
          {LEVELS.map((level) => (
            <Table.ColumnHeader key={level} textAlign="center">
              {i18n._(levelLabels[level])}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {PERMISSION_MODULES.map((module) => {
          const name = i18n._(moduleLabels[module]);
          return (
            <Table.Row key={module} role="radiogroup" aria-label={name} data-testid={`permission-${module}`}>
              <Table.Cell>{name}</Table.Cell>
              {LEVELS.map((level) => (
                <Table.Cell key={level} textAlign="center">
                  <input
                    type="radio"
                    name={`permission-${module}`}
                    aria-label={`${name}: ${i18n._(levelLabels[level])}`}
                    checked={value[module] === level}
                    onChange={() => onChange({ ...value, [module]: level })}
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
