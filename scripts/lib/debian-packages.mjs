// Debian packages a script needs (Chromium for the browser tests, nginx for `npm run serve`): installed with
// apt-get when missing and this user may (root, as in CI); otherwise the script stops and names the command.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @param {string} who the script, for its messages
 * @param {{ path: string, packages: string[] }[]} needs a program's path and the packages that provide it
 */
export function ensureDebianPackages(who, needs) {
  const missing = needs.filter((need) => !existsSync(need.path));
  if (missing.length === 0) return;
  const packages = missing.flatMap((need) => need.packages);
  if (process.getuid?.() === 0) {
    console.log(`${who}: installing ${packages.join(', ')} (apt-get install -y)…`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const still = missing.filter((need) => !existsSync(need.path));
  if (still.length === 0) return;
  console.error(
    `${who}: ${still.map((need) => need.path).join(' and ')} not installed. Run: ` +
      `sudo apt-get update && sudo apt-get install -y ${still.flatMap((need) => need.packages).join(' ')}`,
  );
  process.exit(1);
}
