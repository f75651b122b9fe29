'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('wms-micro', __dirname)
