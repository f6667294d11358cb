// A website's policies in their three groups (access control list, allow list, web application firewall):
// pick one to see its rules; add, edit or delete where the user may.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { groupPolicies, policyTypeLabels, type PolicyType } from '../rules/policy-groups';
import type { WebsitePolicy } from '../types';

interface Props {
  policies: readonly WebsitePolicy[];
  selected?: number;
  onSelect(policy: WebsitePolicy): void;
  onAdd?(type: PolicyType): void;
  onEdit?(policy: WebsitePolicy): void;
  onDelete?(policy: WebsitePolicy): void;
}

export function PolicyGroups({ policies, selected, onSelect, onAdd, onEdit, onDelete }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="4">
      {groupPolicies(policies).map((group) => {
        const label = i18n._(policyTypeLabels[group.type]);
        return (
          <Box as="section" key={group.type} aria-label={label} data-testid={`policy-group-${group.type}`}>
            <HStack justify="space-between" mb="1">
              <Heading as="h2" size="sm">
                {label} ({group.policies.length})
              </Heading>
              {onAdd && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onAdd(group.type)}
                  aria-label={t`Add policy to ${label}`}
                >
                  {t`Add`}
                </Button>
              )}
            </HStack>
            {group.policies.length === 0 && <Text fontSize="sm" color="fg.muted">{t`No policies`}</Text>}
            <Stack gap="1">
              {group.policies.map((policy) => (
                <HStack
                  key={policy.id}
                  data-testid={`policy-${policy.id}`}
                  borderWidth="1px"
                  borderRadius="md"
                  px="2"
                  py="1"
                  bg={policy.id === selected ? 'blue.subtle' : undefined}
                  justify="space-between"
                >
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    aria-current={policy.id === selected ? 'true' : undefined}
                    onClick={() => onSelect(policy)}
                  >
                    {policy.name}
                  </Button>
                  <HStack gap="1">
                    <Badge colorPalette={policy.enabled === false ? 'gray' : 'green'}>
                      {policy.enabled === false ? t`Off` : t`On`}
                    </Badge>
                    <Text
                      fontSize="xs"
                      color="fg.muted"
                    >{t`${plural(policy.ruleCount ?? 0, { one: '# rule', other: '# rules' })}`}</Text>
                    {onEdit && <Button size="xs" variant="plain" onClick={() => onEdit(policy)}>{t`Edit`}</Button>}
                    {onDelete && (
                      <Button size="xs" variant="plain" colorPalette="red" onClick={() => onDelete(policy)}>
                        {t`Delete`}
                      </Button>
                    )}
                  </HStack>
                </HStack>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
