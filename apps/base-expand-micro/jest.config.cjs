'use strict'
const { webProject } = require('@store/configs/jest/web')

module.exports = webProject('base-expand-micro', __dirname)
