// The dashboard's side menu of sites (its open/closed flag is in the URL, 002 §2.3): tick sites to chart
// them together; none ticked charts them all.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Website } from '../types';
import { SiteChecklist } from './SiteChecklist';

interface Props {
  open: boolean;
  websites: readonly Website[];
  picked: readonly string[];
  onToggle(open: boolean): void;
  onPick(sites: string[]): void;
}

export function SiteMenu({ open, websites, picked, onToggle, onPick }: Props) {
  const { t } = useLingui();
  return (
    <Box as="nav" aria-label={t`Sites`} borderWidth="1px" rounded="md" p="2" width={open ? '64' : 'auto'}>
      <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => onToggle(!open)}>
        {open ? t`Hide sites` : t`Show sites`}
      </Button>
      {open && (
        <Stack gap="1" mt="2">
          <Text fontSize="xs" color="fg.muted">
            {picked.length === 0
              ? t`All sites`
              : t`${plural(picked.length, { one: '# site chosen', other: '# sites chosen' })}`}
          </Text>
          <SiteChecklist websites={websites} picked={picked} onPick={onPick} />
          {picked.length > 0 && (
            <Button size="xs" variant="outline" onClick={() => onPick([])}>
              {t`All sites`}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
