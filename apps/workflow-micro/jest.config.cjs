'use strict'
const path = require('path')
const { webProject } = require('@store/configs/jest/web')

// bpmn-js and the bpmn.io packages it draws with ship ES modules only
const BPMN_IO = [
  'bpmn-js',
  'diagram-js',
  'diagram-js-direct-editing',
  '@bpmn-io/diagram-js-ui',
  'bpmn-moddle',
  'moddle',
  'moddle-xml',
  'saxen',
  'min-dash',
  'min-dom',
  'tiny-svg',
  'didi',
  'ids',
  'inherits-browser',
  'object-refs',
  'path-intersection',
  'htm',
  'preact',
  'clsx',
  'domify',
]

/** A package's folder as `from` (a package folder) resolves it: each bpmn.io package depends on the next. */
const packageDir = (name, from) =>
  path.dirname(require.resolve(`${name}/package.json`, { paths: [from ?? __dirname] }))

const config = webProject('workflow-micro', __dirname, { esmPackages: BPMN_IO })
// the modeler's popup menus use @bpmn-io/diagram-js-ui, whose exports have only an `import`
// condition, which jest's CommonJS resolver never tries: point at its entry
const diagramJsUi = packageDir('@bpmn-io/diagram-js-ui', packageDir('diagram-js', packageDir('bpmn-js')))
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '^@bpmn-io/diagram-js-ui$': path.join(diagramJsUi, 'lib/index.js'),
}

module.exports = config
