'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('wlfw-micro', __dirname)
