// Buttons joined into one control (a choice of one among a few) from md on; narrower they wrap as separate
// buttons, so that none of them runs off a phone's screen (English labels are long). Chakra's `attached` look
// cannot be responsive, so it is written here, from md on.
import { ButtonGroup, type ButtonGroupProps } from '@chakra-ui/react';

const joinedFromMd = {
  '& > [data-first]': { borderEndRadius: { md: '0' }, marginEnd: { md: '-1px' } },
  '& > [data-between]': { borderRadius: { md: '0' }, marginEnd: { md: '-1px' } },
  '& > [data-last]': { borderStartRadius: { md: '0' } },
};

export function JoinedButtonGroup(props: ButtonGroupProps) {
  return (
    <ButtonGroup
      role="group"
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      gap={{ base: '1', md: '0' }}
      css={joinedFromMd}
      {...props}
    />
  );
}
