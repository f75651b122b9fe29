// Scaffolds a working business area (docs/areas.md "How to add an area"):
//   pnpm new:area <name> --title <zh_CN> [--title-hk <zh_HK>] [--title-en <en>] [--base-route /<app>] [--port N]
// <name> names the server module and the contract folder (lower case, digits, dashes); the base route
// names the sub-app (apps/<app>, its registry entry and menu code; default /<name>). It writes the three
// folders of an area from scripts/area-template, a docs page, one line in the module list and one in
// the contract's index, the table's migrations, takes the area over from the planned areas when the
// specification lists it there, and links the new package (pnpm install --prefer-offline).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from './lib/builds.mjs'
import { subApps } from './lib/sub-apps.mjs'

const TEMPLATE = join(root, 'scripts/area-template')
const MODULE_LIST = join(root, 'apps/server/src/module-list.ts')
const CONTRACT_INDEX = join(root, 'packages/contract/src/index.ts')
const PLANNED = join(root, 'apps/server/src/modules/menu/planned-areas.ts')
const SERVER = join(root, 'apps/server')

function fail(message) {
  console.error(`new:area: ${message}`)
  process.exit(1)
}

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    'title-hk': { type: 'string' },
    'title-en': { type: 'string' },
    'base-route': { type: 'string' },
    port: { type: 'string' },
  },
})

const [name] = positionals
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
  fail('name the area in lower case, digits and dashes, e.g. pnpm new:area price --title 价格中心')
if (!opts.title) fail('--title gives the area’s name in zh_CN, e.g. --title 价格中心')
const app = (opts['base-route'] ?? `/${name}`).replace(/^\//, '')
if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(app)) fail('--base-route is one path segment, e.g. /priceCenter')

const words = name.split('-')
const camel = words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('')
const snake = words.join('_')
const titleEn = opts['title-en'] ?? words.join(' ').replace(/^./, (c) => c.toUpperCase())
const tokens = {
  name,
  app,
  camel,
  Pascal: camel[0].toUpperCase() + camel.slice(1),
  snake,
  SNAKE: snake.toUpperCase(),
  title_cn: opts.title,
  title_hk: opts['title-hk'] ?? opts.title,
  title_en: titleEn,
  port: opts.port ?? String(nextFreePort()),
}
// a token starts with a letter: in `DEMO___SNAKE__` it is SNAKE, after the underscore that joins it
const fill = (text) => text.replace(/__([A-Za-z]\w*?)__/g, (whole, key) => tokens[key] ?? whole)

const targets = {
  contract: join(root, 'packages/contract/src', name),
  module: join(root, 'apps/server/src/modules', name),
  app: join(root, 'apps', app),
}
for (const dir of Object.values(targets))
  if (existsSync(dir)) fail(`${relative(root, dir)} exists already: pick another name or base route`)
if (existsSync(join(root, 'docs', `${name}.md`))) fail(`docs/${name}.md exists already`)

const written = []
for (const [part, dir] of Object.entries(targets)) render(join(TEMPLATE, part), dir)
render(join(TEMPLATE, 'docs/area.md.tmpl'), join(root, 'docs', `${name}.md`))
listModule()
exportContract()
const takenOver = takeOverPlannedArea()
generateMigrations()
execFileSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', ...written], {
  cwd: root,
  stdio: 'inherit',
})
// the lockfile gains the new package: allowed to change also where CI makes pnpm freeze it by default
execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter', 'silent'], {
  cwd: root,
  stdio: 'inherit',
})
// the recorded catalogue (menus and API operations) gains the new area's
execFileSync(
  'pnpm',
  ['exec', 'jest', 'apps/server/src/modules/catalogue.test.ts', '--ci=false', '-u', '--silent'],
  {
    cwd: root,
    stdio: 'pipe',
  },
)

console.log(`new:area: ${name} is ready${takenOver ? ` (it took ${app} over from the planned areas)` : ''}:
  packages/contract/src/${name}/   its API: the resource ${camel}ItemResource
  apps/server/src/modules/${name}/ its server module, listed in apps/server/src/module-list.ts
  apps/${app}/                     its sub-app at /${app} (dev server port ${tokens.port})
  docs/${name}.md                  its page: say what the area does
Next: pnpm test, then pnpm start and open ${tokens.title_cn} as the tenant administrator.`)

function render(from, to) {
  if (statSync(from).isDirectory()) {
    for (const entry of readdirSync(from))
      render(join(from, entry), join(to, fill(entry).replace(/\.tmpl$/, '')))
    return
  }
  mkdirSync(dirname(to), { recursive: true })
  writeFileSync(to, fill(readFileSync(from, 'utf8')))
  written.push(to)
}

/** One import and one entry in MODULES: the new module comes last, after everything it may use. */
function listModule() {
  const text = readFileSync(MODULE_LIST, 'utf8')
  const entry = `${camel}Module`
  const lines = text.split('\n')
  const lastImport = lines.findLastIndex((l) => l.startsWith('import '))
  lines.splice(lastImport + 1, 0, `import { ${entry} } from './modules/${name}'`)
  const end = lines.findIndex((l, i) => l === ']' && lines.slice(0, i).some((x) => x.includes('MODULES')))
  lines.splice(end, 0, `  ${entry},`)
  writeFileSync(MODULE_LIST, lines.join('\n'))
}

function exportContract() {
  const text = readFileSync(CONTRACT_INDEX, 'utf8')
  writeFileSync(CONTRACT_INDEX, `${text.trimEnd()}\nexport * from './${name}'\n`)
}

/**
 * The specification's areas wait in planned-areas.ts as "not available yet". The new module takes its
 * area's entry over: the planned screens stay in its menus.ts (still not available), after the new list.
 */
function takeOverPlannedArea() {
  const text = readFileSync(PLANNED, 'utf8')
  const start = text.indexOf(`  {\n    code: '${app}',`)
  if (start < 0) return false
  const end = text.indexOf('\n  },\n', start) + '\n  },\n'.length
  const block = text.slice(start, end)
  writeFileSync(PLANNED, withUsedBuilders(text.slice(0, start) + text.slice(end)))
  written.push(PLANNED)
  const listPage = `page('${snake}_item', ['${tokens.title_cn}', '${tokens.title_hk}', '${titleEn}'], '/${app}/list', crud('${snake}_item'), { available: true }),`
  const seed = block
    .trim()
    .replace(/,$/, '')
    .replace('    menus: [\n', `    menus: [\n      ${listPage}\n`)
    .replace(
      /^ {4}source: (.+)\n(?! {4}isMicro)/m,
      `    source: $1\n    isMicro: true,\n    microName: '${app}',\n`,
    )
    .replace(/^ {2}/gm, '')
  const menus = join(targets.module, 'menus.ts')
  writeFileSync(
    menus,
    withUsedBuilders(
      `import { type AppSeed, dir, page, hidden, button, tab, hov, VIEW, ADD, EDIT, DELETE, EXPORT, crud, viewOnly, screen, setting } from '../../core/menus'\n\n` +
        `/** The ${titleEn} area as the shell lists it: its application and menu tree (spec §3). */\n` +
        `export const ${camel}Application: AppSeed = ${seed}\n`,
    ),
  )
  return true
}

/** Keeps in a file's import of the menu builders only those it uses. */
function withUsedBuilders(text) {
  return text.replace(/^import \{ (.+) \} from '(\.\.\/\.\.\/core\/menus)'$/m, (line, names, from) => {
    const body = text.slice(text.indexOf(line) + line.length)
    const kept = names.split(', ').filter((n) => n.startsWith('type ') || new RegExp(`\\b${n}\\b`).test(body))
    return `import { ${kept.join(', ')} } from '${from}'`
  })
}

/** The table's migration from its schema, and the companion every tenant table has: RLS forced. */
function generateMigrations() {
  const kit = (args) =>
    execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', ...args], { cwd: SERVER, stdio: 'pipe' })
  kit(['--name', snake])
  kit(['--custom', '--name', `${snake}_force_rls`])
  const folder = join(SERVER, 'src/migrations')
  const custom = readdirSync(folder)
    .filter((f) => f.endsWith(`_${snake}_force_rls.sql`))
    .sort()
    .at(-1)
  writeFileSync(
    join(folder, custom),
    `-- drizzle-kit emits ENABLE but never FORCE: the ${titleEn} area's records are a tenant table too.\n` +
      `ALTER TABLE ${snake}_item FORCE ROW LEVEL SECURITY;\n`,
  )
}

/** Dev-server ports of the sub-apps count up from 3101: the next one not taken. */
function nextFreePort() {
  const taken = subApps(root).map(({ dir }) => {
    const config = join(root, 'apps', dir, 'webpack.config.cjs')
    const match = existsSync(config) && /\|\| (\d{4,5})/.exec(readFileSync(config, 'utf8'))
    return match ? Number(match[1]) : 0
  })
  return Math.max(3100, ...taken) + 1
}
