// Browser tests drive Debian's chromium (never a downloaded build). Installs it when missing and we
// are root; otherwise stops with the exact command to run.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM) && spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim()) return
  const command = 'apt-get update && apt-get install -y chromium fonts-noto-cjk'
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Debian's chromium and CJK fonts. Run as root:\n  ${command}`)
    process.exit(1)
  }
  console.log(`Installing chromium and CJK fonts: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}
