'use strict'
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

module.exports = webProject('workflow-micro', __dirname, { esmPackages: BPMN_IO })
