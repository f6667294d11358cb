// Loaded into Prism before it starts (`node --import`, scripts/lib/prism.mjs). Prism's mocker imports
// @faker-js/faker, whose main module builds every locale it ships: about a second of CPU at each start of a mock
// or a validating proxy. Prism only generates in English, and the English locale's module, which holds that locale
// alone, draws the same values from the same seed; Prism's import is answered with it, in the shape Prism reads
// (`default`, `faker`).
import Module from 'node:module';

const fromPrism = /[\\/]@stoplight[\\/]prism-http[\\/]/;
// @ts-expect-error Module._load, the CommonJS loader Prism's require() calls go through, is not in Node's types.
const load = Module._load;
// @ts-expect-error as above
Module._load = function (request, parent, ...rest) {
  if (request === '@faker-js/faker' && fromPrism.test(parent?.filename ?? '')) {
    const faker = load.call(this, '@faker-js/faker/locale/en', parent, ...rest);
    return { default: faker, faker };
  }
  return load.call(this, request, parent, ...rest);
};
