'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('oms-micro', __dirname)
