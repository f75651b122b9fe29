'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('tms-micro', __dirname)
