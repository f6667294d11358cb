// What the edited user will get, live beside the grid: the top sections they will see and the page they land
// on after login, as the shell's permission module computes them from the same route table.
import { Badge, Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_ROUTE, type Screen } from '@/api/screens';
import { sectionTitles } from '@/components/layout/section-titles';
import { accessPreview } from '../rules/permission-grid';

export function AccessPreview({
  permissions,
  screens,
}: {
  permissions: readonly string[];
  screens: readonly Screen[];
}) {
  const { t, i18n } = useLingui();
  const { sections, landing } = accessPreview(permissions, screens);
  const landingScreen = screens.find((screen) => screen.path === landing);
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="access-preview" aria-live="polite">
      <Stack gap="2">
        <Text fontWeight="semibold">{t`This user will get`}</Text>
        <Text fontSize="sm" color="fg.muted">{t`Sections`}</Text>
        <HStack wrap="wrap" gap="1" data-testid="preview-sections">
          {sections.length === 0 && <Text fontSize="sm">{t`No section`}</Text>}
          {sections.map((section) => (
            <Badge key={section} colorPalette="blue">
              {i18n._(sectionTitles[section])}
            </Badge>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">{t`Landing page`}</Text>
        <Stack gap="0" data-testid="preview-landing">
          <Text fontSize="sm">
            {landing === FALLBACK_ROUTE
              ? t`No page: the user is refused (403)`
              : landingScreen && i18n._(landingScreen.title)}
          </Text>
          <Code fontSize="xs" width="fit-content">
            {landing}
          </Code>
        </Stack>
      </Stack>
    </Box>
  );
}
