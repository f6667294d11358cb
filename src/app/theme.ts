// The portal's Chakra system: the default tokens with the brand colour as the primary palette.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: { 'html, body': { bg: 'bg.subtle' } },
  theme: {
    tokens: { fonts: { body: { value: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif' } } },
  },
});

export const system = createSystem(defaultConfig, config);
