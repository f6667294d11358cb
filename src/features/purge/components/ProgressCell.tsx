// A prefetch task's progress in its row: a bar and its percentage, drawn as plain elements with the styles
// Chakra's Progress recipe gives (size xs). Chakra's Progress runs a state machine per bar, and that machinery
// (the widgets' file) would come with the task list's first paint only for a bar that never changes by itself.
// The recipe is given, not named: the system of the first page is made without it (src/app/theme.ts).
import { Box, useSlotRecipe } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';

interface Props {
  /** 0 to 100. */
  value: number;
  label: string;
}

export function ProgressCell({ value, label }: Props) {
  const styles = useSlotRecipe({ recipe: progressSlotRecipe })({ size: 'xs' });
  return (
    <Box css={styles.root} width="24">
      <Box
        css={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <Box css={styles.range} style={{ width: `${value}%` }} />
      </Box>
      <Box as="span" css={styles.valueText}>
        {value}%
      </Box>
    </Box>
  );
}
