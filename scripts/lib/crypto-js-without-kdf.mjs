// A Vite plugin: crypto-js's AES without what only a passphrase needs. crypto-js is CommonJS, so nothing of it
// is tree-shaken, and its AES module requires MD5 and the OpenSSL key derivation (EvpKDF, with SHA-1 and
// HMAC) for encrypting with a passphrase. The portal encrypts with a key (src/api/cipher.ts passes a parsed
// key, never a string), so those four modules are never run: they resolve to an empty module here, about a
// third of the cipher's file. A passphrase given to crypto-js in the portal would fail loudly (EvpKDF is
// undefined), and src/api/cipher.test.ts checks the cipher against the mock's (Node's AES). Its Base64 module
// goes too: src/api/cipher.ts reads and writes Base64 with the browser's own atob and btoa, and never formats
// cipher text with crypto-js's OpenSSL formatter (which would fail loudly on the missing Base64).

const unused = new Set(['./md5', './sha1', './hmac', './evpkdf', './enc-base64']);
const emptyModule = '\0crypto-js-unused';

/** @returns {import('vite').Plugin} */
export function cryptoJsWithoutKdf() {
  return {
    name: 'portal-crypto-js-without-kdf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (unused.has(source) && importer && /[\\/]node_modules[\\/]crypto-js[\\/]/.test(importer)) return emptyModule;
      return null;
    },
    load(id) {
      return id === emptyModule ? 'module.exports = {};' : null;
    },
  };
}
